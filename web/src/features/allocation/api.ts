import type {
  Allocation,
  AllocationMethod,
  LotteryListing,
  LotteryRun,
  LotteryState,
  Preference,
  PreferenceCreateBody,
  PreferenceDeleteAnswer,
  PreferenceUpdateBody,
  WaitlistEntry,
} from '@lar/contracts/allocation';
import { useQuery } from '@tanstack/react-query';
import { apiPage, apiRequest, type Paging } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

/** A page of the property's waitlist, in its order. */
export const fetchWaitlist = (propertyId: number) => (paging: Paging, signal: AbortSignal) =>
  apiPage<WaitlistEntry>(`/api/property/${propertyId}/waitlist`, paging, { signal });

export function usePreferences(propertyId: number) {
  return useQuery({
    queryKey: queryKeys.allocation.preferences(propertyId),
    queryFn: ({ signal }) => apiRequest<Preference[]>(`/api/property/${propertyId}/preferences`, { signal }),
  });
}

export function useAllocation(propertyId: number) {
  return useQuery({
    queryKey: queryKeys.allocation.method(propertyId),
    queryFn: ({ signal }) => apiRequest<Allocation>(`/api/property/${propertyId}/allocation`, { signal }),
  });
}

export function usePropertyLotteries(propertyId: number) {
  return useQuery({
    queryKey: queryKeys.allocation.lotteries(propertyId),
    queryFn: ({ signal }) =>
      apiRequest<LotteryListing[]>(`/api/property/${propertyId}/lotteries`, { signal }),
  });
}

export function useLottery(unitId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.allocation.lottery(unitId),
    queryFn: ({ signal }) => apiRequest<LotteryState>(`/api/listings/${unitId}/lottery`, { signal }),
    enabled,
  });
}

/** Every change here may move the waitlist: all of the feature's queries reload. */
const invalidates = [queryKeys.allocation.all, queryKeys.properties.all, queryKeys.history.all];

export function useSetAllocation(propertyId: number) {
  return useInvalidatingMutation({
    mutationFn: (method: AllocationMethod) =>
      apiRequest<Allocation>(`/api/property/${propertyId}/allocation`, {
        method: 'PUT',
        body: { allocation_method: method },
      }),
    invalidates,
  });
}

export function useAddPreference(propertyId: number) {
  return useInvalidatingMutation({
    mutationFn: (body: PreferenceCreateBody) =>
      apiRequest<Preference>(`/api/property/${propertyId}/preferences`, { method: 'POST', body }),
    invalidates,
  });
}

export function useUpdatePreference() {
  return useInvalidatingMutation({
    mutationFn: ({ id, body }: { id: number; body: PreferenceUpdateBody }) =>
      apiRequest<Preference>(`/api/property-preferences/${id}`, { method: 'PUT', body }),
    invalidates,
  });
}

export function useDeletePreference() {
  return useInvalidatingMutation({
    mutationFn: (id: number) =>
      apiRequest<PreferenceDeleteAnswer>(`/api/property-preferences/${id}`, { method: 'DELETE' }),
    invalidates,
  });
}

export function useReorderPreferences(propertyId: number) {
  return useInvalidatingMutation({
    mutationFn: (ids: number[]) =>
      apiRequest<Preference[]>(`/api/property/${propertyId}/preferences/order`, {
        method: 'PUT',
        body: { ids },
      }),
    invalidates,
  });
}

export function useRunLottery(unitId: number) {
  return useInvalidatingMutation({
    mutationFn: () => apiRequest<LotteryRun>(`/api/listings/${unitId}/lottery`, { method: 'POST' }),
    invalidates,
  });
}
