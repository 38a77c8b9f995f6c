import { visitListQuery as contractQuery } from '@lar/contracts/visits';
import { describe, expect, it } from 'vitest';
import {
  instantToLocalInput,
  localInputToInstant,
  visitFiltersFromQuery,
  visitFiltersToQuery,
  visitListQuery,
} from '../src/features/visits/filters.ts';

describe('the visit list filters', () => {
  it('reads the address and writes the API query the server accepts', () => {
    const filters = visitFiltersFromQuery(
      new URLSearchParams('status=SCHEDULED&property=4&from=2026-11-01&to=bad'),
    );
    expect(filters).toEqual({ status: 'SCHEDULED', propertyId: 4, from: '2026-11-01', to: '' });
    const query = visitListQuery(filters);
    expect(query).toEqual({ status: 'SCHEDULED', property_id: 4, from: '2026-11-01', to: undefined });
    const parsed = contractQuery.safeParse({
      ...query,
      property_id: String(query.property_id),
      limit: '20',
      offset: '0',
    });
    expect(parsed.success).toBe(true);
  });

  it('drops a status the list does not know and clears what is not chosen', () => {
    expect(visitFiltersFromQuery(new URLSearchParams('status=LOST')).status).toBe('');
    expect(visitFiltersToQuery({ status: '', from: '', to: '2026-12-01' })).toEqual({
      status: null,
      from: null,
      to: '2026-12-01',
    });
  });

  it("turns the staff member's local date and time into an instant and back", () => {
    const instant = localInputToInstant('2026-12-01T15:00');
    expect(instant).toBe(new Date('2026-12-01T15:00').toISOString());
    expect(instantToLocalInput(instant)).toBe('2026-12-01T15:00');
    expect(localInputToInstant('')).toBeNull();
    expect(localInputToInstant('tomorrow')).toBeNull();
    expect(instantToLocalInput(null)).toBe('');
  });
});
