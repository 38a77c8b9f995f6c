import { type AmiLevelInput, describeLevel } from '@lar/contracts/ami-levels';
import { ActionIcon, Group, NumberInput, Text } from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { PROGRAMS_NS } from '../namespace.ts';

interface LimitValueCellProps {
  level: AmiLevelInput;
  onChange(level: AmiLevelInput, value: number): void;
  onRemove(level: AmiLevelInput): void;
}

/**
 * One limit value of a table, changed where it stands: the pencil turns it into a number input;
 * Enter or leaving it keeps the new value in the form (saved with the program), Escape drops it.
 */
export function LimitValueCell({ level, onChange, onRemove }: LimitValueCellProps) {
  const { t, i18n } = useTranslation(PROGRAMS_NS);
  const [draft, setDraft] = useState<number | string | null>(null);
  const described = describeLevel(level);

  if (draft !== null) {
    const commit = () => {
      if (typeof draft === 'number' && draft > 0) onChange(level, draft);
      setDraft(null);
    };
    return (
      <NumberInput
        size="xs"
        w={120}
        // Opened by the user's click on the pencil: the focus belongs in the input.
        autoFocus
        min={0}
        decimalScale={2}
        allowNegative={false}
        hideControls
        aria-label={t('tables.editValue', { level: described })}
        value={draft}
        onChange={setDraft}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // Not a submit of the whole program form.
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape') {
            event.stopPropagation();
            setDraft(null);
          }
        }}
      />
    );
  }
  // Eight household sizes side by side must fit a laptop screen: the pencil and the cross move
  // under the value when the column is narrow.
  return (
    <Group gap={2} justify="flex-end" wrap="wrap">
      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatMoney(level.limit_value, i18n.language)}
      </Text>
      <ActionIcon
        size="xs"
        variant="subtle"
        aria-label={t('tables.edit', { level: described })}
        onClick={() => setDraft(level.limit_value)}
      >
        <IconPencil size={12} aria-hidden />
      </ActionIcon>
      <ActionIcon
        size="xs"
        variant="subtle"
        color="red"
        aria-label={t('tables.remove', { level: described })}
        onClick={() => onRemove(level)}
      >
        <IconX size={12} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
