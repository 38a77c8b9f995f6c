import type { GovProgram } from '@lar/contracts/programs';
import { Tabs } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { ProgramForm } from '../components/ProgramForm.tsx';
import { ProgramsTable } from '../components/ProgramsTable.tsx';
import { PROGRAMS_NS } from '../namespace.ts';

type Tab = 'form' | 'list';

/** /govprogram: the program list (default tab) and the form to create or edit a program with its AMI levels. */
export default function ProgramsPage() {
  const { t } = useTranslation(PROGRAMS_NS);
  const [tab, setTab] = useState<Tab>('list');
  const [editing, setEditing] = useState<GovProgram | null>(null);

  function showList() {
    setEditing(null);
    setTab('list');
  }

  function edit(program: GovProgram) {
    setEditing(program);
    setTab('form');
  }

  return (
    <StaffPage title={t('title')} description={t('description')}>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value === 'list') showList();
          // Choosing New Program clears an edit in progress.
          else if (value === 'form') {
            setEditing(null);
            setTab('form');
          }
        }}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="form" leftSection={<IconPlus size={16} aria-hidden />}>
            {editing ? t('tabs.edit') : t('tabs.new')}
          </Tabs.Tab>
          <Tabs.Tab value="list" leftSection={<IconList size={16} aria-hidden />}>
            {t('tabs.list')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="form" pt="md">
          <ProgramForm
            // A new program, another program or a new version after an import starts a fresh form.
            key={editing ? `${editing.id}:${editing.version}` : 'new'}
            program={editing}
            onSaved={showList}
            onReload={edit}
            onCancel={showList}
          />
        </Tabs.Panel>
        <Tabs.Panel value="list" pt="md">
          <ProgramsTable onEdit={edit} />
        </Tabs.Panel>
      </Tabs>
    </StaffPage>
  );
}
