import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, toLanguage } from '../../i18n/languages.ts';
import styles from './LanguageSelect.module.css';

/** The language menu: a native select, keyboard and screen-reader friendly by nature. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  // On a prerendered page the visitor can pick a language before the app takes over the page; that
  // choice is in the element but no handler saw it. Apply it once the app is in charge.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the value found at mount matters.
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen && chosen !== current) void i18n.changeLanguage(chosen);
  }, []);
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className="lar-visually-hidden">
        {t('nav.language')}
      </label>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.9 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.08 16Zm2.95-8H5.08a7.99 7.99 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.03 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z"
          fill="currentColor"
        />
      </svg>
      <select
        ref={select}
        id={id}
        className={styles.select}
        value={current}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <svg className={styles.chevron} viewBox="0 0 12 8" aria-hidden="true">
        <path d="M1 1l5 5 5-5" stroke="currentColor" strokeWidth="1.6" fill="none" />
      </svg>
    </div>
  );
}
