import type { ApplicationDetail, ApplicationStatusBody } from '@lar/contracts/application-review';
import {
  APPLICATION_TRANSITIONS,
  type ApplicationStatus,
  DECLINE_REASONS,
} from '@lar/contracts/applications';
import { Alert, Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconCheck, IconDoorEnter, IconHourglass, IconX, type TablerIcon } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { showSuccess } from '../../../components/show-api-error.ts';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorMessage, fieldErrorMessage } from '../../../lib/error-message.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { type useDecideApplication, useOfferableUnits } from '../api.ts';
import { APPLICATIONS_NS } from '../namespace.ts';

type Move = Exclude<ApplicationStatus, 'SUBMITTED'>;

/**
 * Each move's button. The moves that take fields (an offer, its acceptance) show their progress
 * while a move is saved; the others are only off meanwhile.
 */
const MOVE_BUTTONS: Record<Move, { Icon?: TablerIcon; color?: string; variant?: string; spins?: true }> = {
  OFFERED: { Icon: IconDoorEnter, spins: true },
  LEASED: { Icon: IconCheck, color: 'teal', spins: true },
  DECLINED: { Icon: IconX, color: 'red', variant: 'light' },
  WAITLISTED: { Icon: IconHourglass, color: 'violet', variant: 'light' },
  WITHDRAWN: { color: 'gray', variant: 'subtle' },
};

/** The button of a move, labelled `actions.<status>` unless the screen says otherwise. */
function MoveButton({
  status,
  label,
  saving,
  onClick,
}: {
  status: Move;
  label?: string;
  saving: boolean;
  onClick(): void;
}) {
  const { t } = useTranslation(APPLICATIONS_NS);
  const { Icon, color, variant, spins } = MOVE_BUTTONS[status];
  return (
    <Button
      color={color}
      variant={variant}
      leftSection={Icon && <Icon size={16} aria-hidden />}
      loading={spins && saving}
      disabled={!spins && saving}
      onClick={onClick}
    >
      {label ?? t(`actions.${status}`)}
    </Button>
  );
}

/**
 * What may happen next to an application (APPLICATION_TRANSITIONS): waitlist it, decline it with a
 * reason, offer one of its property's free units, accept the offer (which creates the candidate and
 * a pending occupancy) or withdraw it; each confirmed, the server's refusals shown here.
 */
export function ApplicationActions({
  application: a,
  decide,
}: {
  application: ApplicationDetail;
  /** Held by the drawer: this panel is remounted at each new version, before the save settles. */
  decide: ReturnType<typeof useDecideApplication>;
}) {
  const { t } = useTranslation(APPLICATIONS_NS);
  const translator = useTranslator(APPLICATIONS_NS);
  const next = APPLICATION_TRANSITIONS[a.status];
  const units = useOfferableUnits(a.id, next.includes('OFFERED'));
  const [reason, setReason] = useState<string | null>(null);
  const [unitId, setUnitId] = useState<string | null>(null);
  const [rent, setRent] = useState('');
  const [startDate, setStartDate] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  /** A refusal's words: each field error in this screen's words where it has them, else the server's. */
  function showRefusal(error: unknown) {
    if (error instanceof ApiError && error.fieldErrors.length > 0) {
      const byField: Record<string, string> = {};
      for (const e of error.fieldErrors) {
        const key = `issues.${e.code}`;
        byField[e.field] ??= translator.exists(`${APPLICATIONS_NS}:${key}`)
          ? t(key)
          : fieldErrorMessage(e, translator);
      }
      setFieldErrors(byField);
      setErrors(Object.values(byField));
      return;
    }
    setFieldErrors({});
    setErrors([apiErrorMessage(error, translator, { fallbackKey: `${APPLICATIONS_NS}:errors.save` })]);
  }

  async function move(
    status: ApplicationStatus,
    extra: Omit<ApplicationStatusBody, 'status'> = {},
    values = {},
  ) {
    setErrors([]);
    setFieldErrors({});
    const confirmed = await confirmAction({
      title: t(`actions.confirm.${status}.title`),
      message: t(`actions.confirm.${status}.message`, {
        reference: a.reference,
        name: a.head_name,
        ...values,
      }),
      confirmLabel: t(`actions.${status}`),
      cancelLabel: t('actions.keep'),
      danger: status === 'DECLINED' || status === 'WITHDRAWN',
    });
    if (!confirmed) return;
    decide.mutate(
      { id: a.id, body: { status, version: a.version, ...extra } },
      { onSuccess: () => showSuccess(t(`actions.saved.${status}`)), onError: showRefusal },
    );
  }

  function decline() {
    if (!reason) {
      setFieldErrors({ decline_reason: t('issues.application_decline_reason_required') });
      return;
    }
    void move(
      'DECLINED',
      { decline_reason: reason as (typeof DECLINE_REASONS)[number] },
      {
        reason: t(`declineReasons.${reason}`),
      },
    );
  }

  function offer() {
    if (!unitId) {
      setFieldErrors({ offered_unit_id: t('issues.application_unit_required') });
      return;
    }
    const unit = units.data?.find((u) => String(u.id) === unitId);
    void move('OFFERED', { offered_unit_id: Number(unitId) }, { unit: unit?.unit_number ?? `#${unitId}` });
  }

  function accept() {
    void move(
      'LEASED',
      {
        ...(rent.trim() ? { rent_amount: rent.trim() } : {}),
        ...(startDate ? { start_date: startDate } : {}),
      },
      { unit: a.offered_unit_number ?? `#${a.offered_unit_id}` },
    );
  }

  if (next.length === 0)
    return (
      <Alert color="gray" variant="light">
        {t('actions.final')}
      </Alert>
    );

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('actions.title')}
        </Title>
        {errors.length > 0 && (
          <Alert color="red" variant="light" role="alert" title={t('errors.save')}>
            {errors.map((e) => (
              <div key={e}>{e}</div>
            ))}
          </Alert>
        )}
        {next.includes('OFFERED') && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('actions.unit')}
              placeholder={units.isPending ? t('actions.unitsLoading') : t('actions.unitPlaceholder')}
              nothingFoundMessage={t('actions.noUnits')}
              data={(units.data ?? []).map((u) => ({
                value: String(u.id),
                label: t('actions.unitOption', { unit: u.unit_number ?? `#${u.id}`, type: u.unit_type }),
              }))}
              value={unitId}
              onChange={setUnitId}
              error={fieldErrors.offered_unit_id}
              searchable
              w={{ base: '100%', xs: 280 }}
            />
            <MoveButton status="OFFERED" saving={decide.isPending} onClick={offer} />
          </Group>
        )}
        {next.includes('LEASED') && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('actions.rent')}
              description={t('actions.rentHint')}
              inputMode="decimal"
              value={rent}
              error={fieldErrors.rent_amount}
              onChange={(e) => setRent(e.currentTarget.value)}
              w={{ base: '100%', xs: 180 }}
            />
            <DateField
              label={t('actions.startDate')}
              description={t('actions.startDateHint')}
              value={startDate}
              onChange={setStartDate}
              w={{ base: '100%', xs: 200 }}
            />
            <MoveButton status="LEASED" saving={decide.isPending} onClick={accept} />
          </Group>
        )}
        {next.includes('DECLINED') && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t('actions.reason')}
              placeholder={t('actions.reasonPlaceholder')}
              required
              data={DECLINE_REASONS.map((r) => ({ value: r, label: t(`declineReasons.${r}`) }))}
              value={reason}
              onChange={setReason}
              error={fieldErrors.decline_reason}
              w={{ base: '100%', xs: 280 }}
            />
            <MoveButton status="DECLINED" saving={decide.isPending} onClick={decline} />
          </Group>
        )}
        <Group gap="sm" wrap="wrap">
          {next.includes('WAITLISTED') && (
            <MoveButton
              status="WAITLISTED"
              label={a.status === 'OFFERED' ? t('actions.backToWaitlist') : undefined}
              saving={decide.isPending}
              onClick={() => void move('WAITLISTED')}
            />
          )}
          {next.includes('WITHDRAWN') && (
            <MoveButton status="WITHDRAWN" saving={decide.isPending} onClick={() => void move('WITHDRAWN')} />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
