import { BrandFrame } from '../public/BrandFrame.tsx';
import styles from './ResidentLayout.module.css';

/**
 * The resident portal's frame (decision 075): phone first, one column, the brand and the language
 * menu on top; none of the staff sidebar.
 */
export function ResidentLayout() {
  return <BrandFrame classes={styles} />;
}
