import { NoticePage } from '../components/NoticePage.tsx';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  return (
    <NoticePage
      prefix="notFound"
      linkKey="notFound.home"
      mark={
        <p className={styles.code} aria-hidden="true">
          404
        </p>
      }
      styles={styles}
    />
  );
}
