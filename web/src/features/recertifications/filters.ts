import { RECERTIFICATION_BUCKETS, type RecertificationBucket } from '@lar/contracts/recertifications';
import { parseQueryId } from '../../lib/use-query-state.ts';

/** The screen's filters as the address keeps them (`?bucket=DUE_30&property=4&as_of=2026-01-31`). */
export interface RecertificationFilters {
  bucket: RecertificationBucket | '';
  propertyId: number | null;
  /** A date `YYYY-MM-DD`; '' for today (decided by the server in its time zone). */
  asOf: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function recertificationFiltersFromQuery(params: URLSearchParams): RecertificationFilters {
  const asOf = params.get('as_of') ?? '';
  return {
    bucket: RECERTIFICATION_BUCKETS.find((b) => b === params.get('bucket')) ?? '',
    propertyId: parseQueryId(params.get('property')),
    asOf: ISO_DATE.test(asOf) ? asOf : '',
  };
}
