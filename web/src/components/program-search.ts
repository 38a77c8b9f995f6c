import type { ProgramSummary } from '@lar/contracts/programs';
import { searchEndpoint } from './SearchSelect.tsx';

/**
 * Program names for the unit and occupancy forms' pickers: the summaries, without the levels.
 * Shared here because two features pick a program and neither may import the other's code.
 */
export const searchPrograms = searchEndpoint<ProgramSummary>(
  '/api/govprograms/summaries',
  (p) => ({ value: p.id, label: p.name }),
  { sort: 'name' },
);
