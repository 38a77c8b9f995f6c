import { Tabs } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { parseQueryId, useClickedTab, useQueryUpdate } from '../lib/use-query-state.ts';
import { LoadedRecord } from './LoadedRecord.tsx';

export type FormListTab = 'form' | 'list' | 'extra';

/** Marks the history entry of a record opened from the list, so closing it can step back to the list. */
const OPENED_FROM_LIST = { openedFromList: true } as const;

function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openedFromList' in state;
}

/**
 * The state of a screen with a form tab and a list tab (tabs such as "New Unit" / "Units"), kept in
 * the address: `?edit=12` is the record the form edits, `?tab=new` the empty form; the list is the
 * default. Opening a record adds a history entry; closing it goes back to the list's own entry when
 * it came from there (so Back then leaves the screen as before), else replaces the address.
 * A screen with a third tab names it (`extraTab`, kept as `?tab=<name>`).
 */
export function useFormListTabs(extraTab?: string) {
  const [params] = useSearchParams();
  const update = useQueryUpdate();
  const navigate = useNavigate();
  const location = useLocation();
  const editingId = parseQueryId(params.get('edit'));
  const tab: FormListTab =
    editingId !== null || params.get('tab') === 'new'
      ? 'form'
      : extraTab !== undefined && params.get('tab') === extraTab
        ? 'extra'
        : 'list';
  return {
    tab,
    /** The id of the record the form edits, or null for a new one. */
    editingId,
    /** Back to the list; the form forgets the record it was editing. */
    showList: () => {
      if (editingId !== null && openedFromList(location.state)) void navigate(-1);
      else update({ edit: null, tab: null });
    },
    showForm: () => update({ edit: null, tab: 'new' }),
    showExtra: () => update({ edit: null, tab: extraTab ?? null }),
    edit: (id: number) =>
      update({ edit: String(id), tab: null }, { history: 'push', state: OPENED_FROM_LIST }),
  };
}

/** The form tab's two forms: a stored record's, or a new record's. `done` goes back to the list. */
export interface RecordForms<R> {
  /**
   * The record `?edit=` names, read again from the server: an edit opened from the address has
   * nothing but the id, and a list row may be a summary or masked.
   */
  useStored(id: number): UseQueryResult<R>;
  edit(record: R, done: () => void): ReactNode;
  create(done: () => void): ReactNode;
}

/** The stored record's form once it is loaded; while it loads a spinner, if it fails why and a way back. */
function StoredRecordForm<R>(props: { id: number; forms: RecordForms<R>; errorTitle: string; done(): void }) {
  const { forms, done } = props;
  return (
    <LoadedRecord query={forms.useStored(props.id)} errorTitle={props.errorTitle} onBack={done}>
      {(record) => forms.edit(record, done)}
    </LoadedRecord>
  );
}

interface FormListTabsProps<R> {
  /** From `useFormListTabs`. */
  state: Pick<
    ReturnType<typeof useFormListTabs>,
    'tab' | 'editingId' | 'showForm' | 'showList' | 'showExtra'
  >;
  /**
   * The feature's texts: the tabs are its `tabs.new` (or `tabs.edit` while editing) and `tabs.list`;
   * `errors.loadOne` titles a record that fails to load.
   */
  t(key: string): string;
  formIcon: ReactNode;
  formDisabled?: boolean;
  /** The account may neither create nor edit these records (decision 017): no form tab at all. */
  formHidden?: boolean;
  forms: RecordForms<R>;
  list: ReactNode;
  /** A third tab after the list (the units screen's utility allowances). */
  extra?: { label: string; icon: ReactNode; panel: ReactNode; disabled?: boolean };
}

/** The two tabs; only the shown panel is mounted, so a form starts fresh each time it opens. */
export function FormListTabs<R>(props: FormListTabsProps<R>) {
  const { tab, editingId, showForm, showList, showExtra } = props.state;
  const { t, extra } = props;
  const addressTab: FormListTab =
    tab === 'extra' ? (extra ? 'extra' : 'list') : props.formHidden ? 'list' : tab;
  const [shown, select] = useClickedTab(addressTab, (next) =>
    next === 'list' ? showList() : next === 'extra' ? showExtra() : showForm(),
  );
  return (
    <Tabs
      value={shown}
      onChange={(value) => select(value === 'list' ? 'list' : value === 'extra' ? 'extra' : 'form')}
      keepMounted={false}
    >
      <Tabs.List>
        {!props.formHidden && (
          <Tabs.Tab value="form" leftSection={props.formIcon} disabled={props.formDisabled}>
            {editingId !== null ? t('tabs.edit') : t('tabs.new')}
          </Tabs.Tab>
        )}
        <Tabs.Tab value="list" leftSection={<IconList size={16} aria-hidden />}>
          {t('tabs.list')}
        </Tabs.Tab>
        {extra && (
          <Tabs.Tab value="extra" leftSection={extra.icon} disabled={extra.disabled}>
            {extra.label}
          </Tabs.Tab>
        )}
      </Tabs.List>
      {!props.formHidden && (
        <Tabs.Panel value="form" pt="md">
          {editingId !== null ? (
            <StoredRecordForm
              id={editingId}
              forms={props.forms}
              errorTitle={t('errors.loadOne')}
              done={showList}
            />
          ) : (
            props.forms.create(showList)
          )}
        </Tabs.Panel>
      )}
      <Tabs.Panel value="list" pt="md">
        {props.list}
      </Tabs.Panel>
      {extra && (
        <Tabs.Panel value="extra" pt="md">
          {extra.panel}
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
