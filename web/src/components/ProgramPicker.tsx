import { searchPrograms } from './program-search.ts';
import { type PickerTextKeys, ScreenSearchSelect } from './SearchSelect.tsx';

const PROGRAM_TEXTS: PickerTextKeys = {
  label: 'form.program',
  placeholder: 'form.searchProgram',
  noResults: 'form.noPrograms',
};

type ProgramPickerProps = Omit<Parameters<typeof ScreenSearchSelect>[0], 'keys' | 'search' | 'selected'> & {
  /** The program the stored record names (none for a new record), shown before any search. */
  stored: { id: number | null; name: string | null } | null;
};

/** The governmental program select of a record form (units, occupancies), in that form's words. */
export function ProgramPicker({ stored, ...rest }: ProgramPickerProps) {
  return (
    <ScreenSearchSelect
      keys={PROGRAM_TEXTS}
      search={searchPrograms}
      selected={stored?.id && stored.name ? { value: stored.id, label: stored.name } : null}
      {...rest}
    />
  );
}
