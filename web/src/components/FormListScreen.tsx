import type { Permission } from '@lar/contracts/permissions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../lib/auth/permissions.ts';
import { FormListTabs, type RecordForms, useFormListTabs } from './FormListTabs.tsx';
import { StaffPage } from './StaffPage.tsx';

interface FormListScreenProps<R> {
  /** The feature's namespace: the screen's `title` and `description`, and the tabs' texts. */
  ns: string;
  /** Who may create and edit these records (decision 017); an account without it has no form tab. */
  writePermission: Permission;
  formIcon: ReactNode;
  forms: RecordForms<R>;
  /** The list tab; `edit` opens a row's record in the form tab. */
  list(edit: (id: number) => void): ReactNode;
}

/** A staff screen made of a record form tab and a list tab, its state kept in the address. */
export function FormListScreen<R>({ ns, writePermission, formIcon, forms, list }: FormListScreenProps<R>) {
  const { t } = useTranslation(ns);
  const tabs = useFormListTabs();
  const canWrite = useCan(writePermission);
  return (
    <StaffPage title={t('title')} description={t('description')}>
      <FormListTabs
        state={tabs}
        t={t}
        formIcon={formIcon}
        formHidden={!canWrite}
        forms={forms}
        list={list(tabs.edit)}
      />
    </StaffPage>
  );
}
