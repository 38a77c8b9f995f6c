import { Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormListTabs, useFormListTabs } from '../../../components/FormListTabs.tsx';
import { LoadedRecord } from '../../../components/LoadedRecord.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { useCan } from '../../../lib/auth/permissions.ts';
import { useQueryUpdate } from '../../../lib/use-query-state.ts';
import { candidateFiltersFromQuery, candidateFiltersToQuery, useCandidate } from '../api.ts';
import { CandidateFiltersForm } from '../components/CandidateFiltersForm.tsx';
import { CandidateForm } from '../components/CandidateForm.tsx';
import { CandidatesTable } from '../components/CandidatesTable.tsx';
import { EligibleUnits } from '../components/EligibleUnits.tsx';
import { CANDIDATES_NS } from '../namespace.ts';

/**
 * The edit form starts from the stored record (the list masks the document number); below it, the
 * units the stored household qualifies for.
 */
function EditCandidate({ id, onDone }: { id: number; onDone(): void }) {
  const { t } = useTranslation(CANDIDATES_NS);
  return (
    <LoadedRecord query={useCandidate(id)} errorTitle={t('errors.loadOne')} onBack={onDone}>
      {(candidate) => (
        <Stack gap="lg">
          <CandidateForm key={candidate.id} candidate={candidate} onSaved={onDone} onCancel={onDone} />
          <EligibleUnits candidate={candidate} />
        </Stack>
      )}
    </LoadedRecord>
  );
}

/**
 * /candidates: register, find and edit applicants and tenants (every account); delete (main
 * accounts). The applied filters, the page, the tab and the candidate being edited are in the address.
 */
export default function CandidatesPage() {
  const { t } = useTranslation(CANDIDATES_NS);
  const tabs = useFormListTabs();
  const [params] = useSearchParams();
  const updateQuery = useQueryUpdate();
  const filters = candidateFiltersFromQuery(params);
  const { editingId } = tabs;
  const canWrite = useCan('write_candidates');

  return (
    <StaffPage title={t('title')} description={t('description')}>
      <FormListTabs
        state={tabs}
        t={t}
        formIcon={<IconUserPlus size={16} aria-hidden />}
        formHidden={!canWrite}
        form={
          editingId !== null ? (
            <EditCandidate id={editingId} onDone={tabs.showList} />
          ) : (
            <CandidateForm candidate={null} onSaved={tabs.showList} onCancel={tabs.showList} />
          )
        }
        list={
          <Stack gap="md">
            <CandidateFiltersForm
              applied={filters}
              // Other filters give other pages: the list starts again from its first.
              onApply={(applied) => updateQuery({ ...candidateFiltersToQuery(applied), page: null })}
            />
            <CandidatesTable filters={filters} onEdit={(candidate) => tabs.edit(candidate.id)} />
          </Stack>
        }
      />
    </StaffPage>
  );
}
