import styles from './BareLayout.module.css';
import { BrandFrame } from './BrandFrame.tsx';

/** Frame of the login and verification screens: the brand, the language menu, a centred card. */
export function BareLayout() {
  return <BrandFrame classes={styles} />;
}
