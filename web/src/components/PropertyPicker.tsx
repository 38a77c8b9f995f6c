import type { PropertySummary } from '@lar/contracts/properties';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api.ts';
import { useQueryId, useQueryUpdate } from '../lib/use-query-state.ts';
import {
  type PickerTextKeys,
  ScreenSearchSelect,
  type SearchOption,
  searchEndpoint,
  searchOptionsQuery,
} from './SearchSelect.tsx';

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

/**
 * The first property by name (the picker's own first choice, from its cache), for a screen that
 * shows one property while its address names none; null when the organization has none.
 */
export function useFirstProperty(choicesKey: readonly unknown[], enabled: boolean) {
  return useQuery({
    ...searchOptionsQuery(choicesKey, searchProperties, ''),
    enabled,
    select: (options: SearchOption[]) => options[0] ?? null,
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

interface AddressPropertyPickerProps {
  /** The screen's namespace, for the picker's texts. */
  ns: string;
  /** The screen's key for the picker's choices. */
  choicesKey: readonly unknown[];
  /**
   * The property the screen shows while the address names none (a screen that always shows one,
   * e.g. the first by name): shown as chosen, and the picker cannot be emptied.
   */
  fallback?: SearchOption | null;
}

/**
 * The property a screen's lists are narrowed to, kept in the address (`?property=12`). Another
 * property's list starts from its first page.
 */
export function AddressPropertyPicker({ ns, choicesKey, fallback = null }: AddressPropertyPickerProps) {
  const [propertyId] = useQueryId('property');
  const update = useQueryUpdate();
  const chosen = useChosenProperty(choicesKey, propertyId);
  return (
    <PropertyPicker
      ns={ns}
      clearable={fallback === null}
      w={{ base: '100%', sm: 360 }}
      queryKey={choicesKey}
      value={propertyId ?? fallback?.value ?? null}
      selected={propertyId === null ? fallback : (chosen.data ?? null)}
      onChange={(_value, option) => update({ property: option ? String(option.value) : null, page: null })}
    />
  );
}
