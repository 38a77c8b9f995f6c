import { RENDERED_PAGES } from '@lar/contracts/page-routes';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { AuthActions } from './AuthActions.tsx';
import { Brand } from './Brand.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import styles from './PublicHeader.module.css';
import { SkipLink } from './SkipLink.tsx';

/**
 * What a seeker comes for first (apartments, waitlists, an application's status), then the
 * company's pages. Home is the brand's link: with it as a seventh link the header no longer fit
 * one line at 1280 px in Spanish and Portuguese.
 */
const LINKS = [
  { to: RENDERED_PAGES.search.path, key: 'nav.apartments', end: false },
  { to: '/waitlists', key: 'nav.waitlists', end: false },
  { to: '/application-status', key: 'nav.applicationStatus', end: false },
  { to: '/about', key: 'nav.about', end: false },
  { to: '/contact', key: 'nav.contact', end: false },
] as const;

/** Public header: links, language menu, the staff login or Logout; the links fold into a menu on small screens. */
export function PublicHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the open menu and puts the focus back on its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <SkipLink />
      <div className={styles.bar}>
        <Brand />
        <div className={styles.tools}>
          <LanguageSelect />
          <button
            ref={menuButton}
            type="button"
            className={styles.burger}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="lar-visually-hidden">{t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}</span>
            <span className={styles.burgerLines} data-open={menuOpen} aria-hidden="true" />
          </button>
        </div>
        <nav id={menuId} className={styles.menu} data-open={menuOpen} aria-label={t('nav.mainNavigation')}>
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={styles.link}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.auth}>
            <AuthActions />
          </div>
        </nav>
      </div>
    </header>
  );
}
