import { Tabs } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface NewOrListTabsProps<List extends string> {
  /** The list tab's name, in the address (`?tab=`) and in its label key `tabs.<name>`. */
  listTab: List;
  /** The feature's texts: the tabs are its `tabs.new` and `tabs.<listTab>`. */
  t(key: string): string;
  /** The tab shown; the list whenever the account may not create. */
  tab: 'new' | List;
  onTabChange(tab: 'new' | List): void;
  /** Creating is for main accounts (decision 017): without it there is no New tab at all. */
  canCreate: boolean;
  form: ReactNode;
  list: ReactNode;
}

/** A screen's New and list tabs, for records edited in a modal (companies, properties). */
export function NewOrListTabs<List extends string>(props: NewOrListTabsProps<List>) {
  const { listTab, t, canCreate } = props;
  return (
    <Tabs value={props.tab} onChange={(value) => props.onTabChange(value === 'new' ? 'new' : listTab)}>
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
          {props.form}
        </Tabs.Panel>
      )}
      <Tabs.Panel value={listTab} pt="md">
        {props.list}
      </Tabs.Panel>
    </Tabs>
  );
}
