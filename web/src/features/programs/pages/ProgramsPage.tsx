import type { GovProgram } from '@lar/contracts/programs';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormListTabs, useFormListTabs } from '../../../components/FormListTabs.tsx';
import { LoadedRecord } from '../../../components/LoadedRecord.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { useCan } from '../../../lib/auth/permissions.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useGovProgram } from '../api.ts';
import { ProgramForm } from '../components/ProgramForm.tsx';
import { ProgramsTable } from '../components/ProgramsTable.tsx';
import { PROGRAMS_NS } from '../namespace.ts';

/** The list holds summaries; the form needs the stored program with all its levels. */
function EditProgram({ id, onDone }: { id: number; onDone(): void }) {
  const { t } = useTranslation(PROGRAMS_NS);
  const queryClient = useQueryClient();
  // Limits imported into the program come back as its new version: the form starts again from it.
  const showImported = (program: GovProgram) =>
    queryClient.setQueryData(queryKeys.programs.detail(program.id), program);
  return (
    <LoadedRecord query={useGovProgram(id)} errorTitle={t('errors.loadOne')} onBack={onDone}>
      {(program) => (
        <ProgramForm
          key={`${program.id}:${program.version}`}
          program={program}
          onSaved={onDone}
          onReload={showImported}
          onCancel={onDone}
        />
      )}
    </LoadedRecord>
  );
}

/**
 * /govprogram: the program list (default tab) and the form to create or edit a program with its AMI
 * levels. The tab and the program being edited are in the address.
 */
export default function ProgramsPage() {
  const { t } = useTranslation(PROGRAMS_NS);
  const tabs = useFormListTabs();
  const { editingId } = tabs;
  const canWrite = useCan('write_records');
  return (
    <StaffPage title={t('title')} description={t('description')}>
      <FormListTabs
        state={tabs}
        t={t}
        formIcon={<IconPlus size={16} aria-hidden />}
        formHidden={!canWrite}
        form={
          editingId !== null ? (
            <EditProgram id={editingId} onDone={tabs.showList} />
          ) : (
            <ProgramForm key="new" program={null} onSaved={tabs.showList} onCancel={tabs.showList} />
          )
        }
        list={<ProgramsTable onEdit={(summary) => tabs.edit(summary.id)} />}
      />
    </StaffPage>
  );
}
