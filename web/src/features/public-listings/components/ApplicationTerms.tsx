import type { PublicListingItem } from '@lar/contracts/public-listings';
import { useTranslation } from 'react-i18next';
import { formatReadableDate } from '../../../lib/format.ts';
import styles from './listings.module.css';

type Unit = PublicListingItem['unit'];

/**
 * A listing's application terms on its search card (decision 050): "Apply by <date>" while it
 * takes applications, "Applications closed on <date>" (or just closed, after its lottery) once it
 * does not; whether its units go by lottery is a tag.
 */
export function CardTerms({ unit }: { unit: Unit }) {
  const { t, i18n } = useTranslation('publicListings');
  const date = formatReadableDate(unit.application_deadline, i18n.language);
  if (unit.applications_closed !== null)
    return (
      <p className={styles.closedTerms} data-testid="application-terms">
        {unit.applications_closed === 'DEADLINE_PASSED'
          ? t('window.closedOn', { date })
          : t('window.closedBadge')}
      </p>
    );
  if (unit.application_deadline === null) return null;
  return (
    <p className={styles.available} data-testid="application-terms">
      {t('window.applyBy', { date })}
    </p>
  );
}

/** The deadline and the allocation as facts of the listing's page (terms and values). */
export function TermsFacts({ unit }: { unit: Unit }) {
  const { t, i18n } = useTranslation('publicListings');
  return (
    <>
      <dt>{t('window.deadline')}</dt>
      <dd data-testid="listing-deadline">
        {unit.application_deadline === null
          ? t('window.noDeadline')
          : t('window.deadlineValue', { date: formatReadableDate(unit.application_deadline, i18n.language) })}
      </dd>
      <dt>{t('window.allocation')}</dt>
      <dd data-testid="listing-allocation">
        {unit.by_lottery ? t('window.byLottery') : t('window.firstCome')}
      </dd>
    </>
  );
}

/** Why the listing takes no more applications, in place of its "Apply" link. */
export function ClosedNotice({ unit }: { unit: Unit }) {
  const { t, i18n } = useTranslation('publicListings');
  if (unit.applications_closed === null) return null;
  return (
    <p role="status" className={styles.closedTerms} data-testid="applications-closed">
      {t(`window.closed.${unit.applications_closed}`, {
        date: formatReadableDate(unit.application_deadline, i18n.language),
      })}
    </p>
  );
}
