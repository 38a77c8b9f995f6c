import type { Candidate } from '@lar/contracts/candidates';
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormListTabs, useFormListTabs } from '../../../components/FormListTabs.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { useCan } from '../../../lib/auth/permissions.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { type CandidateFilters, NO_CANDIDATE_FILTERS, useCandidate } from '../api.ts';
import { CandidateFiltersForm } from '../components/CandidateFiltersForm.tsx';
import { CandidateForm } from '../components/CandidateForm.tsx';
import { CandidatesTable } from '../components/CandidatesTable.tsx';
import { CANDIDATES_NS } from '../namespace.ts';

/** The edit form starts from the stored record (the list masks the document number). */
function EditCandidate({ id, onDone }: { id: number; onDone(): void }) {
  const { t } = useTranslation(CANDIDATES_NS);
  const translator = useTranslator(CANDIDATES_NS);
  const candidate = useCandidate(id);
  if (candidate.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  }
  if (candidate.isError) {
    return (
      <Alert color="red" role="alert" title={t('errors.loadOne')}>
        <Stack gap="xs" align="flex-start">
          {apiErrorMessage(candidate.error, translator, { fallbackKey: `${CANDIDATES_NS}:errors.loadOne` })}
          <Button size="xs" variant="light" color="red" onClick={onDone}>
            {t('backToList')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <CandidateForm key={candidate.data.id} candidate={candidate.data} onSaved={onDone} onCancel={onDone} />
  );
}

/** /candidates: register, find and edit applicants and tenants (every account); delete (main accounts). */
export default function CandidatesPage() {
  const { t } = useTranslation(CANDIDATES_NS);
  const tabs = useFormListTabs<Candidate>();
  const [filters, setFilters] = useState<CandidateFilters>(NO_CANDIDATE_FILTERS);
  const { editing } = tabs;
  const canWrite = useCan('write_candidates');

  return (
    <StaffPage title={t('title')} description={t('description')}>
      <FormListTabs
        state={tabs}
        t={t}
        formIcon={<IconUserPlus size={16} aria-hidden />}
        formHidden={!canWrite}
        form={
          editing ? (
            <EditCandidate id={editing.id} onDone={tabs.showList} />
          ) : (
            <CandidateForm candidate={null} onSaved={tabs.showList} onCancel={tabs.showList} />
          )
        }
        list={
          <Stack gap="md">
            <CandidateFiltersForm applied={filters} onApply={setFilters} />
            <CandidatesTable filters={filters} onEdit={tabs.edit} />
          </Stack>
        }
      />
    </StaffPage>
  );
}
