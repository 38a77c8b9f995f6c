import { type ButtonProps, Fieldset, Group, type MantineSpacing, Stack } from '@mantine/core';
import type { FormArrayElement, UseFormReturnType } from '@mantine/form';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddItemButton, RemoveItemButton } from '../../../components/ListItemButtons.tsx';
import type { CertificationValues } from '../certification-form-values.ts';
import { CERTIFICATIONS_NS } from '../namespace.ts';

type ListName = 'members' | 'assets';
type ItemOf<L extends ListName> = FormArrayElement<CertificationValues, L>;

/** Where an item stands: `path` in the form's values (`assets.0`), `number` counting from 1. */
export interface ItemPlace {
  path: string;
  number: number;
  /** The item's Remove button: the list's `<list>.remove`, named by `<list>.removeLabel`. */
  removeButton(size?: ButtonProps['size']): ReactNode;
}

interface ListFieldsetProps<L extends ListName> {
  form: UseFormReturnType<CertificationValues>;
  /** The list, whose `<list>.legend` and `<list>.add` are the fieldset's legend and Add button. */
  list: L;
  readOnly: boolean;
  /** The most items the list takes; Add is gone once it has them. */
  max: number;
  /** The item Add appends. */
  newItem(): ItemOf<L>;
  gap: MantineSpacing;
  /** Shown before the items (the list's error, or that it is empty). */
  header?: ReactNode;
  /** One item's fields. */
  children(item: ItemOf<L>, place: ItemPlace): ReactNode;
}

/** A certification's list of items (members, assets) in its fieldset, then Add while there is room. */
export function ListFieldset<L extends ListName>(props: ListFieldsetProps<L>) {
  const { form, list, readOnly, children } = props;
  const { t } = useTranslation(CERTIFICATIONS_NS);
  const items = form.getValues()[list] as ItemOf<L>[];
  return (
    <Fieldset legend={t(`${list}.legend`)} radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap={props.gap}>
        {props.header}
        {items.map((item, index) => (
          <Fragment key={item.key}>
            {children(item, {
              path: `${list}.${index}`,
              number: index + 1,
              removeButton: (size) => (
                <RemoveItemButton
                  size={size}
                  label={t(`${list}.remove`)}
                  description={t(`${list}.removeLabel`, { number: index + 1 })}
                  onClick={() => form.removeListItem(list, index)}
                />
              ),
            })}
          </Fragment>
        ))}
        {!readOnly && items.length < props.max && (
          <Group>
            <AddItemButton
              label={t(`${list}.add`)}
              onClick={() => form.insertListItem(list, props.newItem())}
            />
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
