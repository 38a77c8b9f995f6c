import { describe, expect, it } from 'vitest';
import {
  type ApplicationFilters,
  applicationFiltersFromQuery,
  narrowsApplications,
} from '../src/features/applications/filters.ts';

const none: ApplicationFilters = applicationFiltersFromQuery(new URLSearchParams());

/** The applications list's empty state: "none yet" without filters, "none matches" with them. */
describe('whether the application filters narrow the list', () => {
  it('does not without any filter, nor with a preference whose property is not chosen', () => {
    expect(narrowsApplications(none)).toBe(false);
    expect(narrowsApplications({ ...none, preferenceId: 7 })).toBe(false);
    expect(narrowsApplications(applicationFiltersFromQuery(new URLSearchParams('q=%20%20')))).toBe(false);
  });

  it('does with a property, a status, a flag, a search or a preference of the chosen property', () => {
    expect(narrowsApplications({ ...none, propertyId: 4 })).toBe(true);
    expect(narrowsApplications({ ...none, status: 'WAITLISTED' })).toBe(true);
    expect(narrowsApplications({ ...none, flagged: 'false' })).toBe(true);
    expect(narrowsApplications({ ...none, q: 'souza' })).toBe(true);
    expect(narrowsApplications({ ...none, propertyId: 4, preferenceId: 7 })).toBe(true);
  });
});
