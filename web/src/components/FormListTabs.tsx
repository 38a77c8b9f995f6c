import { Tabs } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

export type FormListTab = 'form' | 'list';

/**
 * The state of a screen with a form tab and a list tab (tabs such as "New Unit" / "Units"): which tab
 * is shown and which record, if any, the form is editing. The list is shown first.
 */
export function useFormListTabs<T>() {
  const [tab, setTab] = useState<FormListTab>('list');
  const [editing, setEditing] = useState<T | null>(null);
  return {
    tab,
    editing,
    /** Back to the list; the form forgets the record it was editing. */
    showList: () => {
      setEditing(null);
      setTab('list');
    },
    showForm: () => setTab('form'),
    edit: (record: T) => {
      setEditing(record);
      setTab('form');
    },
  };
}

interface FormListTabsProps {
  /** From `useFormListTabs`. */
  state: Pick<ReturnType<typeof useFormListTabs>, 'tab' | 'editing' | 'showForm' | 'showList'>;
  /** The feature's texts: the tabs are its `tabs.new` (or `tabs.edit` while editing) and `tabs.list`. */
  t(key: string): string;
  formIcon: ReactNode;
  formDisabled?: boolean;
  /** The account may neither create nor edit these records (decision 017): no form tab at all. */
  formHidden?: boolean;
  form: ReactNode;
  list: ReactNode;
}

/** The two tabs; only the shown panel is mounted, so a form starts fresh each time it opens. */
export function FormListTabs(props: FormListTabsProps) {
  const { tab, editing, showForm, showList } = props.state;
  const { t } = props;
  return (
    <Tabs
      value={props.formHidden ? 'list' : tab}
      onChange={(value) => (value === 'list' ? showList() : showForm())}
      keepMounted={false}
    >
      <Tabs.List>
        {!props.formHidden && (
          <Tabs.Tab value="form" leftSection={props.formIcon} disabled={props.formDisabled}>
            {editing ? t('tabs.edit') : t('tabs.new')}
          </Tabs.Tab>
        )}
        <Tabs.Tab value="list" leftSection={<IconList size={16} aria-hidden />}>
          {t('tabs.list')}
        </Tabs.Tab>
      </Tabs.List>
      {!props.formHidden && (
        <Tabs.Panel value="form" pt="md">
          {props.form}
        </Tabs.Panel>
      )}
      <Tabs.Panel value="list" pt="md">
        {props.list}
      </Tabs.Panel>
    </Tabs>
  );
}
