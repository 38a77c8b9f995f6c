import { useTranslation } from 'react-i18next';

/** The first thing Tab reaches on every layout: a link past the header and the navigation to `#main`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className="lar-skip-link">
      {t('app.skipToContent')}
    </a>
  );
}
