import { Paper, type PaperProps, Tabs } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useQueryId, useQueryTab } from '../lib/use-query-state.ts';
import { StaffPage } from './StaffPage.tsx';
import { showSuccess } from './show-api-error.ts';

/**
 * The state of a screen whose records are edited in a modal (companies, properties), kept in the
 * address: the tab (`?tab=new`; the list is the default) and the record being edited (`?edit=12`,
 * which Back closes). An account that may not write (decision 017) gets the list and no modal,
 * also when the address asks for the form.
 */
export function useNewOrListTabs<List extends string>(listTab: List, canWrite: boolean) {
  const [tab, setTab] = useQueryTab<'new' | List>(['new', listTab], listTab);
  const [editingId, setEditingId] = useQueryId('edit', { history: 'push' });
  return {
    listTab,
    /** Creating is for accounts that may write: without it there is no New tab at all. */
    canCreate: canWrite,
    tab: canWrite ? tab : listTab,
    setTab,
    /** The record the edit modal shows, or null when it is closed. */
    editingId: canWrite ? editingId : null,
    edit: (id: number) => setEditingId(id),
    closeEdit: () => setEditingId(null),
    /** A new record was saved: says so (`message`), then shows the list it joined. */
    created: (message: string) => {
      showSuccess(message);
      setTab(listTab);
    },
  };
}

interface NewOrListTabsProps<List extends string> {
  /**
   * From `useNewOrListTabs`; the list tab's name is in the address (`?tab=`) and in its label key
   * `tabs.<name>`.
   */
  state: Pick<ReturnType<typeof useNewOrListTabs<List>>, 'listTab' | 'canCreate' | 'tab' | 'setTab'>;
  /** The feature's texts: the tabs are its `tabs.new` and `tabs.<listTab>`. */
  t(key: string): string;
  /** The New tab's form, on a bordered sheet with `formPadding` (`lg` by default). */
  form: ReactNode;
  formPadding?: PaperProps['p'];
  list: ReactNode;
}

/**
 * A screen of records edited in a modal (companies, properties): its heading (the feature's
 * `title` and `description`), the New and list tabs, then `children` (the modals).
 */
export function NewOrListScreen<List extends string>({
  children,
  ...tabs
}: NewOrListTabsProps<List> & { children: ReactNode }) {
  return (
    <StaffPage title={tabs.t('title')} description={tabs.t('description')}>
      <NewOrListTabs {...tabs} />
      {children}
    </StaffPage>
  );
}

/** A screen's New and list tabs, for records edited in a modal (companies, properties). */
function NewOrListTabs<List extends string>(props: NewOrListTabsProps<List>) {
  const { listTab, canCreate, tab, setTab } = props.state;
  const { t } = props;
  return (
    <Tabs value={tab} onChange={(value) => setTab(value === 'new' ? 'new' : listTab)}>
      <Tabs.List>
        {canCreate && (
          <Tabs.Tab value="new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('tabs.new')}
          </Tabs.Tab>
        )}
        <Tabs.Tab value={listTab} leftSection={<IconList size={16} aria-hidden />}>
          {t(`tabs.${listTab}`)}
        </Tabs.Tab>
      </Tabs.List>
      {canCreate && (
        <Tabs.Panel value="new" pt="md">
          <Paper withBorder p={props.formPadding ?? 'lg'} radius="md">
            {props.form}
          </Paper>
        </Tabs.Panel>
      )}
      <Tabs.Panel value={listTab} pt="md">
        {props.list}
      </Tabs.Panel>
    </Tabs>
  );
}
