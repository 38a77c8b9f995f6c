import type { GovProgram, ProgramSummary } from '@lar/contracts/programs';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormListTabs, useFormListTabs } from '../../../components/FormListTabs.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { showApiError } from '../../../components/show-api-error.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { fetchProgram } from '../api.ts';
import { ProgramForm } from '../components/ProgramForm.tsx';
import { ProgramsTable } from '../components/ProgramsTable.tsx';
import { PROGRAMS_NS } from '../namespace.ts';

/** /govprogram: the program list (default tab) and the form to create or edit a program with its AMI levels. */
export default function ProgramsPage() {
  const { t } = useTranslation(PROGRAMS_NS);
  const translator = useTranslator(PROGRAMS_NS);
  const tabs = useFormListTabs<GovProgram>();
  const { editing } = tabs;
  const canWrite = useCan('write_records');
  // The list holds summaries; the form needs the program with all its levels.
  const openEditor = async (summary: ProgramSummary) => {
    try {
      tabs.edit(await fetchProgram(summary.id));
    } catch (error) {
      showApiError(error, translator, { fallbackKey: `${PROGRAMS_NS}:errors.load` });
    }
  };
  return (
    <StaffPage title={t('title')} description={t('description')}>
      <FormListTabs
        state={tabs}
        t={t}
        formIcon={<IconPlus size={16} aria-hidden />}
        formHidden={!canWrite}
        form={
          <ProgramForm
            // A new program, another program or a new version after an import starts a fresh form.
            key={editing ? `${editing.id}:${editing.version}` : 'new'}
            program={editing}
            onSaved={tabs.showList}
            onReload={tabs.edit}
            onCancel={tabs.showList}
          />
        }
        list={<ProgramsTable onEdit={openEditor} />}
      />
    </StaffPage>
  );
}
