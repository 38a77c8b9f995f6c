import type { ReactNode } from 'react';
import { OpenedRecordPage } from './OpenedRecordPage.tsx';

interface PropertyReportPageProps {
  /** The property named in the address (`?property=12`); null when none is. */
  propertyId: number | null;
  title: string;
  description: string;
  actions?: ReactNode;
  /** The report's main reading: its failure shows instead of the report. */
  reading: { isError: boolean; error: unknown; refetch(): unknown };
  /**
   * The report's translation, whose namespace words the ways back and the note alike:
   * `actions.backToTests`, `actions.backToProperties`, `actions.goToProperties`, `noProperty`,
   * `errors.load`.
   */
  t: (key: string) => string;
  children: ReactNode;
}

/**
 * A property's report (its self-audit, its tenant data file), opened from the property's
 * compliance tests and leading back to them; with no property named, it says where properties are.
 */
export function PropertyReportPage({ propertyId, t, children, ...page }: PropertyReportPageProps) {
  return (
    <OpenedRecordPage
      {...page}
      back={
        propertyId === null
          ? { to: '/property', label: t('actions.backToProperties') }
          : { to: `/property-compliance?property=${propertyId}`, label: t('actions.backToTests') }
      }
      named={propertyId !== null}
      note={{ text: t('noProperty'), to: '/property', linkLabel: t('actions.goToProperties') }}
      errorTitle={t('errors.load')}
    >
      {children}
    </OpenedRecordPage>
  );
}
