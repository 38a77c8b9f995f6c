import type {
  ProgramLimits,
  UnitEligibility,
  UtilityAllowances,
  UtilityAllowancesBody,
} from '@lar/contracts/compliance/api';
import type { GovProgram } from '@lar/contracts/programs';
import type { Unit } from '@lar/contracts/units';
import { useQueries, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { useRecord } from '../../lib/use-record.ts';

/**
 * The compliance engine's routes as the screens read them. The occupancy form, the units screen
 * and the allowance editor read them through this file, the feature's public one (CONTRIBUTING: a
 * feature imports only another feature's `api.ts`).
 */

/** Limits change a few times a year: a minute of caching spares repeated requests while typing. */
const STALE = 60_000;

/** One unit (its property and type), for the occupancy form's check. */
export function useComplianceUnit(id: number | null) {
  return useRecord<Unit>(queryKeys.compliance.unit, '/api/units', id, STALE);
}

export interface HouseholdQuery {
  unitId: number;
  householdSize: number;
  /** A decimal string of dollars, as the query takes it. */
  annualIncome: string;
  /** The date of the income limits: the move-in (decision 043). */
  date: string;
  /** The date of the rent limits: the rent due. */
  rentDate: string;
}

/** Whether a household qualifies for a unit on a date; null while the household is not known. */
export function useUnitEligibility(query: HouseholdQuery | null) {
  return useQuery({
    queryKey: query
      ? queryKeys.compliance.eligibility(
          query.unitId,
          query.householdSize,
          query.annualIncome,
          query.date,
          query.rentDate,
        )
      : queryKeys.compliance.eligibility(0, 0, '', '', ''),
    queryFn: ({ signal }) =>
      apiRequest<UnitEligibility>(`/api/units/${query?.unitId}/eligibility`, {
        signal,
        query: {
          household_size: query?.householdSize,
          annual_income: query?.annualIncome,
          date: query?.date,
          rent_date: query?.rentDate,
        },
      }),
    enabled: query !== null,
    staleTime: STALE,
  });
}

/** A property's utility allowance schedules, oldest first. */
export function useUtilityAllowances(propertyId: number | null) {
  return useQuery({
    queryKey: queryKeys.compliance.allowances(propertyId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<UtilityAllowances>(`/api/property/${propertyId}/utility-allowances`, { signal }),
    enabled: propertyId !== null,
    staleTime: STALE,
  });
}

/** Replaces a property's schedules; every check that reads them is reloaded. */
export function useSaveUtilityAllowances() {
  return useInvalidatingMutation({
    mutationFn: ({ propertyId, body }: { propertyId: number; body: UtilityAllowancesBody }) =>
      apiRequest<UtilityAllowances>(`/api/property/${propertyId}/utility-allowances`, {
        method: 'PUT',
        body,
      }),
    invalidates: [queryKeys.compliance.all],
    after: 'success',
  });
}

/** A program with its levels (its name, and the percentage of a unit's primary level). */
export function useComplianceProgram(id: number | null) {
  return useRecord<GovProgram>(queryKeys.compliance.program, '/api/govprograms', id, STALE);
}

/** Several programs at once, each cached on its own (a page of units names a few). */
export function useComplianceProgramsById(ids: readonly number[]) {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeys.compliance.program(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<GovProgram>(`/api/govprograms/${id}`, { signal }),
      staleTime: STALE,
    })),
  });
  return new Map(ids.map((id, i) => [id, results[i]?.data] as const));
}

export interface LimitsKey {
  programId: number;
  amiPercentage: number;
}

export const limitsKeyOf = (key: LimitsKey) => `${key.programId}@${key.amiPercentage}`;

/**
 * A program's limits at each (program, AMI %) pair, from the table in effect on `date`, cached per
 * pair. A pair whose program has no table in effect answers 404: its limits are missing (null).
 */
export function useProgramLimits(keys: readonly LimitsKey[], date: string) {
  const results = useQueries({
    queries: keys.map((key) => ({
      queryKey: queryKeys.compliance.programLimits(key.programId, key.amiPercentage, date),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<ProgramLimits>(`/api/govprograms/${key.programId}/limits`, {
          signal,
          query: { ami_percentage: key.amiPercentage, date },
        }).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
      staleTime: STALE,
    })),
  });
  return {
    byKey: new Map(keys.map((key, i) => [limitsKeyOf(key), results[i]] as const)),
    isLoading: results.some((r) => r.isLoading),
  };
}
