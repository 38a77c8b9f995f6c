import { RECERTIFICATION_BUCKETS, type RecertificationBucket } from '@lar/contracts/recertifications';
import { parseQueryId } from '../../lib/use-query-state.ts';

/** The screen's filters as the address keeps them (`?bucket=DUE_30&property=4&company=2&as_of=2026-01-31`). */
export interface RecertificationFilters {
  bucket: RecertificationBucket | '';
  propertyId: number | null;
  /** The management company's properties (`?company=3`, a dashboard tile's; decision 072). */
  companyId: number | null;
  /** A date `YYYY-MM-DD`; '' for today (decided by the server in its time zone). */
  asOf: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function recertificationFiltersFromQuery(params: URLSearchParams): RecertificationFilters {
  const asOf = params.get('as_of') ?? '';
  return {
    bucket: RECERTIFICATION_BUCKETS.find((b) => b === params.get('bucket')) ?? '',
    propertyId: parseQueryId(params.get('property')),
    companyId: parseQueryId(params.get('company')),
    asOf: ISO_DATE.test(asOf) ? asOf : '',
  };
}
