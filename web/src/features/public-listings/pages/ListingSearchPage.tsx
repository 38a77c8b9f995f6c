import type { PublicListingPage } from '@lar/contracts/public-listings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/public/PageParts.tsx';
import styles from '../../../components/public/page.module.css';
import { useHydrated } from '../../../components/public/use-hydrated.ts';
import { useQueryUpdate } from '../../../lib/use-query-state.ts';
import { searchListings } from '../api.ts';
import { EligibilityCalculator } from '../components/EligibilityCalculator.tsx';
import { ListingCard } from '../components/ListingCard.tsx';
import { ListingFiltersForm } from '../components/ListingFiltersForm.tsx';
import list from '../components/listings.module.css';
import {
  filtersFromQuery,
  filtersToQuery,
  householdFromQuery,
  householdToQuery,
  type ListingSort,
  pageCount,
  pageFromQuery,
} from '../listing-search.ts';
import { searchRequest } from '../page-requests.ts';
import '../namespace.ts';
import { usePublicData } from '../../../lib/public/use-public-data.ts';
import { useRevealAfter } from '../../../lib/public/use-reveal-after.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Pager } from '../components/Pager.tsx';

export default function ListingSearchPage() {
  const { t } = useTranslation('publicListings');
  useDocumentTitle(t('search.title'));
  const sortId = useId();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const update = useQueryUpdate();
  const filters = filtersFromQuery(params);
  const household = householdFromQuery(params);
  const page = pageFromQuery(params);
  const { key, query } = searchRequest(params);
  const [data, retry] = usePublicData<PublicListingPage>(key, (signal) => searchListings(query, signal));
  const householdQuery = new URLSearchParams(
    Object.entries(householdToQuery(household)).flatMap(([k, v]) => (v ? [[k, v]] : [])),
  ).toString();

  const shown = data.kind === 'ready' ? data.data : data.kind === 'loading' ? data.previous : null;
  // After a search or the calculator, the results' count is shown and focused.
  const results = useRevealAfter<HTMLHeadingElement>(data.kind !== 'loading');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('search.title')}</h1>
        <p className={styles.intro}>{t('search.intro')}</p>
        <p className={list.links}>
          <Link to="/waitlists">{t('search.waitlists')}</Link>
          <Link to="/application-status">{t('search.status')}</Link>
        </p>
      </header>
      <div className={list.layout}>
        <div className={list.side}>
          <ListingFiltersForm
            applied={filters}
            onApply={(applied) => {
              results.arm();
              update({ ...filtersToQuery(applied), page: null });
            }}
          />
          <EligibilityCalculator
            applied={household}
            onApply={(applied) => {
              results.arm();
              update({ ...householdToQuery(applied), page: null });
            }}
          />
        </div>
        <section className={list.results} aria-labelledby={`${sortId}-results`}>
          <div className={list.resultsHead}>
            <h2
              ref={results.target}
              tabIndex={-1}
              id={`${sortId}-results`}
              className={list.resultsTitle}
              aria-live="polite"
            >
              {shown ? t('search.found', { count: shown.total }) : t('search.resultsTitle')}
            </h2>
            <label className={list.sort} htmlFor={`${sortId}-sort`}>
              {t('search.sort')}
              <select
                id={`${sortId}-sort`}
                // A choice made before the app takes the page over would be lost.
                disabled={!hydrated}
                value={filters.sort}
                onChange={(event) =>
                  update({
                    ...filtersToQuery({ ...filters, sort: event.target.value as ListingSort }),
                    page: null,
                  })
                }
              >
                <option value="rent">{t('search.sortRent')}</option>
                <option value="available">{t('search.sortAvailable')}</option>
              </select>
            </label>
          </div>
          {data.kind === 'loading' && (
            // Until the first answer, the status holds the results' room, so the cards arriving
            // do not push the footer up the screen (layout shift).
            <p role="status" className={`${list.status} ${shown ? '' : list.loadingRoom}`}>
              {t('search.loading')}
            </p>
          )}
          {data.kind === 'failed' && (
            <LoadFailure
              error={data.error}
              what={t('search.failed')}
              retryLabel={t('search.retry')}
              onRetry={retry}
              className={list.status}
              buttonClassName={list.linkButton}
            />
          )}
          {shown && shown.items.length === 0 && data.kind === 'ready' && (
            <p className={list.status}>{t('search.empty')}</p>
          )}
          {shown && shown.items.length > 0 && (
            <ul className={list.cards} aria-busy={data.kind === 'loading'}>
              {shown.items.map((listing) => (
                <ListingCard
                  key={listing.id}
                  listing={listing}
                  householdSize={Number(household.size)}
                  search={householdQuery ? `?${householdQuery}` : ''}
                />
              ))}
            </ul>
          )}
          {shown && (
            <Pager
              page={page}
              pages={pageCount(shown.total)}
              onPage={(next) => update({ page: next === 1 ? null : String(next) }, { history: 'push' })}
            />
          )}
        </section>
      </div>
    </div>
  );
}
