import { RENDERED_PAGES } from '@lar/contracts/page-routes';
import type { PublicListingDetail } from '@lar/contracts/public-listings';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/public/PageParts.tsx';
import styles from '../../../components/public/page.module.css';
import { ApiError } from '../../../lib/api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useQueryUpdate } from '../../../lib/use-query-state.ts';
import { fetchListing } from '../api.ts';
import { ClosedNotice } from '../components/ApplicationTerms.tsx';
import { EligibilityCalculator } from '../components/EligibilityCalculator.tsx';
import { EligibilityNote } from '../components/EligibilityNote.tsx';
import { ProgramSection } from '../components/IncomeLimitsTable.tsx';
import { ListingChecks } from '../components/ListingChecks.tsx';
import { PropertySection, UnitSection } from '../components/ListingFacts.tsx';
import page from '../components/listing-page.module.css';
import list from '../components/listings.module.css';
import { householdFromQuery, householdToQuery } from '../listing-search.ts';
import { listingRequest } from '../page-requests.ts';
import '../namespace.ts';
import { usePublicData } from '../../../lib/public/use-public-data.ts';
import { useRevealAfter } from '../../../lib/public/use-reveal-after.ts';
import { PhotoGallery } from '../components/PhotoGallery.tsx';
import { VisitRequestForm } from '../components/VisitRequestForm.tsx';

export default function ListingPage() {
  const { t, i18n } = useTranslation('publicListings');
  const [params] = useSearchParams();
  const update = useQueryUpdate();
  const household = householdFromQuery(params);
  const { id, key, household: householdQuery } = listingRequest(useParams().id ?? null, params);
  const [data, retry] = usePublicData<PublicListingDetail | null>(key, (signal) =>
    id === null ? Promise.resolve(null) : fetchListing(id, householdQuery, signal),
  );
  const listing = data.kind === 'ready' ? data.data : data.kind === 'loading' ? data.previous : null;
  // After the calculator, its answer is shown and focused once the server has given it.
  const answer = useRevealAfter<HTMLDivElement>(data.kind === 'ready' && listing?.eligibility !== undefined);
  const notFound =
    (data.kind === 'ready' && data.data === null) ||
    (data.kind === 'failed' && data.error instanceof ApiError && data.error.status === 404);
  const title = listing
    ? t('listing.title', {
        type: t(`listing.unitTypes.${listing.unit.unit_type}`, { defaultValue: listing.unit.unit_type }),
        name: listing.property.name,
      })
    : t('search.title');
  useDocumentTitle(title);

  const back = (
    <p className={page.back}>
      <Link to={`${RENDERED_PAGES.search.path}${params.toString() ? `?${params}` : ''}`}>
        {t('listing.back')}
      </Link>
    </p>
  );
  if (!listing)
    return (
      <div className={styles.page}>
        {back}
        {data.kind === 'loading' && (
          // Holds the page's room, so the listing arriving does not move the footer (layout shift).
          <p role="status" className={list.loadingRoom}>
            {t('listing.loading')}
          </p>
        )}
        {notFound && <h1 className={styles.title}>{t('listing.notFound')}</h1>}
        {data.kind === 'failed' && !notFound && (
          <LoadFailure
            error={data.error}
            retryLabel={t('search.retry')}
            onRetry={retry}
            className={list.status}
            buttonClassName={list.linkButton}
          />
        )}
      </div>
    );

  const { unit, property } = listing;
  return (
    <div className={styles.page}>
      {back}
      <header className={page.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={page.summary}>
          <strong>{t('card.perMonth', { rent: formatMoney(unit.rent, i18n.language) })}</strong>
          <span>{t('card.bedrooms', { count: unit.bedrooms })}</span>
          {property.city && <span>{[property.city, property.state].filter(Boolean).join(', ')}</span>}
        </p>
      </header>
      <div className={page.layout}>
        <div className={page.main}>
          <PhotoGallery photos={unit.photos} name={property.name} />
          <UnitSection listing={listing} />
          <PropertySection listing={listing} />
          <ProgramSection listing={listing} />
        </div>
        <div className={page.side}>
          <section className={`lar-panel ${page.section}`} aria-labelledby="listing-apply">
            <h2 id="listing-apply" className={page.sectionTitle}>
              {t('listing.applyTitle')}
            </h2>
            {unit.applications_closed === null ? (
              <>
                <p className={page.note}>{t('listing.applyIntro')}</p>
                {unit.by_lottery && <p className={page.note}>{t('window.byLotteryNote')}</p>}
                <Link to={`/apply?listing=${listing.id}`} className={`lar-filled ${page.applyLink}`}>
                  {t('listing.apply')}
                </Link>
              </>
            ) : (
              <ClosedNotice unit={unit} />
            )}
          </section>
          <EligibilityCalculator
            applied={household}
            onApply={(applied) => {
              if (applied.size !== '') answer.arm();
              update(householdToQuery(applied));
            }}
            checks={<ListingChecks listing={listing} />}
          />
          <EligibilityNote
            eligibility={listing.eligibility}
            householdSize={Number(household.size)}
            outcomeRef={answer.target}
          />
          <section className={`lar-panel ${page.section}`} aria-labelledby="listing-visit">
            <h2 id="listing-visit" className={page.sectionTitle}>
              {t('visit.title')}
            </h2>
            <p className={page.note}>{t('visit.intro')}</p>
            <VisitRequestForm listingId={listing.id} />
          </section>
        </div>
      </div>
    </div>
  );
}
