import { Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { FormListScreen } from '../../../components/FormListScreen.tsx';
import { useAddressFilters } from '../../../lib/use-address-filters.ts';
import {
  candidateFiltersFromQuery,
  candidateFiltersToQuery,
  candidateQueryOf,
  useCandidate,
} from '../api.ts';
import { CandidateFiltersForm } from '../components/CandidateFiltersForm.tsx';
import { CandidateForm } from '../components/CandidateForm.tsx';
import { CandidatesTable } from '../components/CandidatesTable.tsx';
import { EligibleUnits } from '../components/EligibleUnits.tsx';
import { CANDIDATES_NS } from '../namespace.ts';

/**
 * /candidates: register, find and edit applicants and tenants (every account); delete (main
 * accounts). The applied filters, the page, the tab and the candidate being edited are in the address.
 */
export default function CandidatesPage() {
  const [filters, applyFilters] = useAddressFilters(candidateFiltersFromQuery, candidateFiltersToQuery);
  return (
    <FormListScreen
      ns={CANDIDATES_NS}
      writePermission="write_candidates"
      formIcon={<IconUserPlus size={16} aria-hidden />}
      forms={{
        // The edit form starts from the stored record (the list masks the document number);
        // below it, the units the stored household qualifies for.
        useStored: useCandidate,
        edit: (candidate, done) => (
          <Stack gap="lg">
            <CandidateForm key={candidate.id} candidate={candidate} onSaved={done} onCancel={done} />
            <EligibleUnits candidate={candidate} />
          </Stack>
        ),
        create: (done) => <CandidateForm candidate={null} onSaved={done} onCancel={done} />,
      }}
      list={(edit) => (
        <Stack gap="md">
          <CandidateFiltersForm applied={filters} onApply={applyFilters} />
          <Group justify="flex-end">
            <ExportMenu
              path="/api/candidates/export"
              query={candidateQueryOf(filters)}
              fallbackName="candidates"
            />
          </Group>
          <CandidatesTable filters={filters} onEdit={(candidate) => edit(candidate.id)} />
        </Stack>
      )}
    />
  );
}
