import type { PropertySummary } from '@lar/contracts/properties';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api.ts';
import { type PickerTextKeys, ScreenSearchSelect, searchEndpoint } from './SearchSelect.tsx';

/**
 * Properties by name for the screens that work on one chosen property (units, compliance); the
 * term narrows by a piece of the name. Shared here because no feature may import another's code.
 */
export const searchProperties = searchEndpoint<PropertySummary>(
  '/api/properties',
  (p) => ({ value: p.id, label: p.property_name }),
  { sort: 'name' },
);

/**
 * The property named in the address, as the picker names it, when only its id is known; null
 * while there is none. Cached under the picker's own choices key.
 */
export function useChosenProperty(choicesKey: readonly unknown[], id: number | null) {
  return useQuery({
    queryKey: [...choicesKey, 'chosen', id ?? 0],
    queryFn: async ({ signal }) => {
      const property = await apiRequest<PropertySummary>(`/api/property/${id}`, { signal });
      return { value: property.id, label: property.property_name };
    },
    enabled: id !== null,
    staleTime: 60_000,
  });
}

const PROPERTY_TEXTS: PickerTextKeys = {
  label: 'property.label',
  placeholder: 'property.placeholder',
  noResults: 'property.none',
  loadError: 'errors.loadProperties',
};

type PropertyPickerProps = Omit<Parameters<typeof ScreenSearchSelect>[0], 'keys' | 'search'>;

/** The property selector of a screen that shows one property's records, in that screen's words. */
export function PropertyPicker(props: PropertyPickerProps) {
  return <ScreenSearchSelect keys={PROPERTY_TEXTS} search={searchProperties} {...props} />;
}
