import { IconInfoCircle } from '@tabler/icons-react';
import { NoticePage } from '../../../components/NoticePage.tsx';
import styles from './SuccessPage.module.css';

/**
 * Where an applicant will land after submitting an application with documents. Applications are
 * a later capability, so nothing can have been received yet: whoever opens this address is told
 * there is nothing to confirm, never that their documents arrived.
 */
export default function SuccessPage() {
  return (
    <NoticePage
      prefix="success"
      linkKey="success.back"
      mark={<IconInfoCircle className={styles.icon} size={56} stroke={1.6} aria-hidden />}
      styles={styles}
      raised
    />
  );
}
