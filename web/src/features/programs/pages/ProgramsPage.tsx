import type { GovProgram } from '@lar/contracts/programs';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { FormListScreen } from '../../../components/FormListScreen.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useGovProgram } from '../api.ts';
import { ProgramForm } from '../components/ProgramForm.tsx';
import { ProgramsTable } from '../components/ProgramsTable.tsx';
import { PROGRAMS_NS } from '../namespace.ts';

/**
 * /govprogram: the program list (default tab) and the form to create or edit a program with its AMI
 * levels. The tab and the program being edited are in the address.
 */
export default function ProgramsPage() {
  const queryClient = useQueryClient();
  // Limits imported into the program come back as its new version: the form starts again from it.
  const showImported = (program: GovProgram) =>
    queryClient.setQueryData(queryKeys.programs.detail(program.id), program);
  return (
    <FormListScreen
      ns={PROGRAMS_NS}
      writePermission="write_records"
      formIcon={<IconPlus size={16} aria-hidden />}
      forms={{
        // The list holds summaries; the form needs the stored program with all its levels.
        useStored: useGovProgram,
        edit: (program, done) => (
          <ProgramForm
            key={`${program.id}:${program.version}`}
            program={program}
            onSaved={done}
            onReload={showImported}
            onCancel={done}
          />
        ),
        create: (done) => <ProgramForm key="new" program={null} onSaved={done} onCancel={done} />,
      }}
      list={(edit) => <ProgramsTable onEdit={(summary) => edit(summary.id)} />}
    />
  );
}
