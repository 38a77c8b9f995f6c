import { Button, Group, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  /** Without it the form has no Cancel (e.g. a create form that stays on its page). */
  onCancel?: (() => void) | undefined;
  submitLabel: string;
  saving: boolean;
  /** The submit button's color when it does something grave (red to end a record). */
  submitColor?: MantineColor;
}

/** A form's closing row, on the right: Cancel, then the submit button that shows while saving. */
export function FormActions({ onCancel, submitLabel, saving, submitColor }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      )}
      <Button type="submit" color={submitColor} loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
