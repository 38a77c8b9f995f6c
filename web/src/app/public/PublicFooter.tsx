import { formatPhone } from '@lar/contracts/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPANY_CONTACT } from '../../lib/company-contact.ts';
import styles from './PublicFooter.module.css';

/** The footer's links use the original site's paths; /sobre and /contato redirect to /about and /contact. */
const GROUPS = [
  {
    titleKey: 'footer.company',
    links: [
      { to: '/sobre', key: 'footer.links.about' },
      { to: '/servicos', key: 'footer.links.services' },
      { to: '/contato', key: 'footer.links.contact' },
    ],
  },
  {
    titleKey: 'footer.help',
    links: [
      // Applicants follow their application here; the login is the staff's, and says so.
      { to: '/application-status', key: 'nav.applicationStatus' },
      { to: '/faq', key: 'footer.links.faq' },
      { to: '/login', key: 'nav.staffLogin' },
    ],
  },
  {
    titleKey: 'footer.legal',
    links: [
      { to: '/politica-privacidade', key: 'footer.links.privacy' },
      { to: '/termos-uso', key: 'footer.links.terms' },
    ],
  },
] as const;

export function PublicFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>Lar</p>
          <p className={styles.description}>{t('footer.description')}</p>
          <address className={styles.contact}>
            <a href={`tel:+1${COMPANY_CONTACT.phone}`}>{formatPhone(COMPANY_CONTACT.phone)}</a>
            <a href={`mailto:${COMPANY_CONTACT.email}`}>{COMPANY_CONTACT.email}</a>
            <span>{COMPANY_CONTACT.addressLines.join(', ')}</span>
          </address>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.titleKey} className={styles.group} aria-label={t(group.titleKey)}>
            <h2 className={styles.groupTitle}>{t(group.titleKey)}</h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.link}>
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
    </footer>
  );
}
