import type { ApplicationForm } from '@lar/contracts/application-form';
import type { ListingClosure } from '@lar/contracts/application-window';
import { RENDERED_PAGES } from '@lar/contracts/page-routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { formatMoney, formatReadableDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { parseQueryId } from '../../../lib/use-query-state.ts';
import { fetchApplicationForm } from '../api.ts';
import { APPLYING_LANGUAGES, type ApplyingLanguage } from '../application-values.ts';
import { ApplicationFormView } from '../components/ApplicationFormView.tsx';
import styles from '../components/applying.module.css';
import '../namespace.ts';
import page from '../../../components/public/page.module.css';
import { usePublicData } from '../../../lib/public/use-public-data.ts';

function uiLanguage(language: string): ApplyingLanguage {
  const short = language.slice(0, 2);
  return (APPLYING_LANGUAGES as readonly string[]).includes(short) ? (short as ApplyingLanguage) : 'en';
}

/** The deadline and the lottery, above an open listing's form (decision 050). */
function TermsNote({ deadline, byLottery }: { deadline: string | null; byLottery: boolean }) {
  const { t, i18n } = useTranslation('applying');
  if (deadline === null && !byLottery) return null;
  return (
    <p className={page.intro} data-testid="application-terms">
      {deadline !== null && t('form.deadline', { date: formatReadableDate(deadline, i18n.language) })}
      {deadline !== null && byLottery && ' '}
      {byLottery && t('form.byLottery')}
    </p>
  );
}

/** What a closed listing shows instead of its form: why, and where to go next (decision 050). */
function ClosedForm({ reason, deadline }: { reason: ListingClosure; deadline: string | null }) {
  const { t, i18n } = useTranslation('applying');
  return (
    <div role="alert" className="lar-message" data-testid="applications-closed">
      <h2 className={page.sectionTitle}>{t('form.closedTitle')}</h2>
      <p>{t(`form.closed.${reason}`, { date: formatReadableDate(deadline, i18n.language) })}</p>
      <p>
        {t('form.closedNext')} <Link to={RENDERED_PAGES.search.path}>{t('form.findApartment')}</Link> ·{' '}
        <Link to="/waitlists">{t('form.findWaitlist')}</Link>
      </p>
    </div>
  );
}

/** `/apply?listing=ID` or `/apply?property=ID`: the application, with a draft kept in this browser. */
export default function ApplyPage() {
  const { t, i18n } = useTranslation('applying');
  const [params] = useSearchParams();
  const listingId = parseQueryId(params.get('listing'));
  const propertyId = listingId === null ? parseQueryId(params.get('property')) : null;
  const target =
    listingId !== null ? `listing-${listingId}` : propertyId !== null ? `property-${propertyId}` : null;
  const [data, retry] = usePublicData<ApplicationForm | null>(target ?? 'none', (signal) =>
    listingId !== null
      ? fetchApplicationForm({ listing_id: listingId }, signal)
      : propertyId !== null
        ? fetchApplicationForm({ property_id: propertyId }, signal)
        : Promise.resolve(null),
  );
  const form = data.kind === 'ready' ? data.data : null;
  const title = form
    ? form.unit
      ? t('form.titleListing', {
          unit: form.unit.unit_number ?? form.unit.unit_type,
          property: form.property.name,
        })
      : t('form.titleWaitlist', { property: form.property.name })
    : t('form.title');
  useDocumentTitle(title);
  const notFound = data.kind === 'failed' && data.error instanceof ApiError && data.error.status === 404;

  return (
    <div className={`${page.page} ${page.narrow}`}>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
        {form && (
          <p className={page.intro}>
            {[form.property.street1, form.property.city, form.property.state].filter(Boolean).join(', ')}
            {form.unit && ` · ${t('form.rent', { rent: formatMoney(form.unit.rent, i18n.language) })}`}
          </p>
        )}
      </header>
      {target === null && (
        <p>
          {t('form.noTarget')} <Link to={RENDERED_PAGES.search.path}>{t('form.findApartment')}</Link> ·{' '}
          <Link to="/waitlists">{t('form.findWaitlist')}</Link>
        </p>
      )}
      {data.kind === 'loading' && target !== null && <p role="status">{t('form.loading')}</p>}
      {(notFound || (data.kind === 'ready' && data.data === null && target !== null)) && (
        <p role="alert">
          {t('form.notFound')} <Link to="/waitlists">{t('form.findWaitlist')}</Link>
        </p>
      )}
      {data.kind === 'failed' && !notFound && (
        <div role="alert" className="lar-message lar-failure">
          <p>{apiErrorMessage(data.error, i18n)}</p>
          <button type="button" className={styles.button} onClick={retry}>
            {t('form.retry')}
          </button>
        </div>
      )}
      {form?.unit && form.unit.applications_closed === null && (
        <TermsNote deadline={form.unit.application_deadline} byLottery={form.unit.by_lottery} />
      )}
      {form?.unit && form.unit.applications_closed !== null && (
        <ClosedForm reason={form.unit.applications_closed} deadline={form.unit.application_deadline} />
      )}
      {form && target !== null && (form.unit === null || form.unit.applications_closed === null) && (
        <ApplicationFormView
          form={form}
          draftTarget={target}
          submitTarget={listingId !== null ? { listing_id: listingId } : { property_id: form.property.id }}
          language={uiLanguage(i18n.language)}
        />
      )}
    </div>
  );
}
