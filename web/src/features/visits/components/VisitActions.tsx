import { VISIT_TRANSITIONS, type VisitRequest, type VisitStatus } from '@lar/contracts/visits';
import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconCalendarCheck, IconCheck, IconUserOff, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { ApiError } from '../../../lib/api.ts';
import { fieldErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { organizationTimeZone } from '../../../lib/organization-clock.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { useUpdateVisit } from '../api.ts';
import { instantToLocalInput, localInputToInstant } from '../filters.ts';
import { VISITS_NS } from '../namespace.ts';

const CLOSING: {
  status: Exclude<VisitStatus, 'NEW' | 'SCHEDULED'>;
  key: string;
  Icon: typeof IconCheck;
  color: string;
}[] = [
  { status: 'DONE', key: 'actions.done', Icon: IconCheck, color: 'teal' },
  { status: 'NO_SHOW', key: 'actions.noShow', Icon: IconUserOff, color: 'orange' },
  { status: 'CANCELLED', key: 'actions.cancel', Icon: IconX, color: 'red' },
];

/**
 * What may happen next to a request (VISIT_TRANSITIONS): schedule it with the confirmed time (or
 * change the time of a scheduled one), or close it as done, no-show or cancelled, each confirmed.
 */
export function VisitActions({ visit }: { visit: VisitRequest }) {
  const { t, i18n } = useTranslation(VISITS_NS);
  const translator = useTranslator(VISITS_NS);
  const save = useUpdateVisit();
  const [when, setWhen] = useState(instantToLocalInput(visit.scheduled_at));
  const [whenError, setWhenError] = useState<string | undefined>();
  const next = VISIT_TRANSITIONS[visit.status];
  const canSchedule = next.includes('SCHEDULED') || visit.status === 'SCHEDULED';

  async function move(status: VisitStatus, scheduledAt: string | null) {
    const values = {
      name: visit.name,
      when: scheduledAt ? formatDateTime(scheduledAt, i18n.language) : '',
    };
    const confirmed = await confirmAction({
      title: t(`actions.confirm.${status}.title`),
      message: t(`actions.confirm.${status}.message`, values),
      confirmLabel: t(
        status === 'SCHEDULED' ? 'actions.schedule' : (CLOSING.find((c) => c.status === status)?.key ?? ''),
      ),
      cancelLabel: t('actions.confirmNo'),
      danger: status === 'CANCELLED' || status === 'NO_SHOW',
    });
    if (!confirmed) return;
    // Awaited rather than given callbacks: the save reloads the visits before it resolves, and the
    // reloaded list can unmount this panel (the visit leaves the filtered list), which drops a
    // callback given to `mutate` and with it the confirmation that the visit was saved.
    try {
      await save.mutateAsync({
        id: visit.id,
        body: { status, scheduled_at: scheduledAt, version: visit.version },
      });
      showSuccess(t(`actions.saved.${status}`));
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldError('scheduled_at') : undefined;
      if (field) setWhenError(fieldErrorMessage(field, translator));
      else showApiError(error, translator, { fallbackKey: `${VISITS_NS}:errors.save` });
    }
  }

  function schedule(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const instant = localInputToInstant(when);
    if (!instant) {
      setWhenError(t('errors.scheduledAtRequired'));
      return;
    }
    setWhenError(undefined);
    void move('SCHEDULED', instant);
  }

  if (next.length === 0 && visit.status !== 'SCHEDULED')
    return (
      <Alert color="gray" variant="light">
        {t('actions.final')}
      </Alert>
    );

  return (
    <Stack gap="sm">
      {canSchedule && (
        <Paper withBorder p="sm" radius="md">
          <form onSubmit={schedule} noValidate>
            <Title order={3} size="h5" mb="xs">
              {visit.status === 'SCHEDULED' ? t('actions.rescheduleTitle') : t('actions.scheduleTitle')}
            </Title>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                type="datetime-local"
                label={t('actions.scheduledAt')}
                description={t('actions.scheduledAtHint', {
                  zone: organizationTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
                })}
                required
                value={when}
                error={whenError}
                onChange={(event) => setWhen(event.currentTarget.value)}
                w={{ base: '100%', xs: 260 }}
              />
              <Button
                type="submit"
                leftSection={<IconCalendarCheck size={16} aria-hidden />}
                loading={save.isPending}
              >
                {visit.status === 'SCHEDULED' ? t('actions.reschedule') : t('actions.schedule')}
              </Button>
            </Group>
          </form>
        </Paper>
      )}
      <Group gap="sm" wrap="wrap">
        {CLOSING.filter((c) => next.includes(c.status)).map(({ status, key, Icon, color }) => (
          <Button
            key={status}
            variant="light"
            color={color}
            leftSection={<Icon size={16} aria-hidden />}
            disabled={save.isPending}
            onClick={() => void move(status, status === 'CANCELLED' ? null : visit.scheduled_at)}
          >
            {t(key)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
