import {
  type Certification,
  certificationUpdateBody,
  STUDENT_EXCEPTIONS,
} from '@lar/contracts/certifications';
import { Alert, Fieldset, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField.tsx';
import { MoneyText } from '../../../components/MoneyInput.tsx';
import { showSuccess } from '../../../components/show-api-error.ts';
import { useCheckedForm } from '../../../components/use-checked-form.ts';
import { ApiError } from '../../../lib/api.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { fieldErrorMap, saveFailureMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import { useSaveCertification } from '../api.ts';
import {
  allStudents,
  type CertificationValues,
  certificationBody,
  certificationValues,
  draftTotals,
  finalizeSummary,
} from '../certification-form-values.ts';
import { CERTIFICATIONS_NS } from '../namespace.ts';
import { AssetsFields } from './AssetsFields.tsx';
import { CertificationActions } from './CertificationActions.tsx';
import { DeterminationPanel } from './DeterminationPanel.tsx';
import type { FinalizeSummary } from './finalize-confirmation.ts';
import { MembersFields } from './MembersFields.tsx';
import { PlacementChangesNote } from './PlacementChangesNote.tsx';
import { ReportingDataPanel } from './ReportingDataPanel.tsx';

interface CertificationEditorProps {
  certification: Certification;
  /** Opens another certification of the occupancy (the correction just created). */
  onOpen(id: number): void;
  /** The draft was deleted. */
  onDeleted(id: number): void;
}

/**
 * One certification: a draft's figures to edit, save and finalize, or a finalized one read-only
 * (it never changes; a correction is a new draft that supersedes it). A save keeps the figures as
 * typed; each save sends the version last answered.
 */
export function CertificationEditor({ certification, onOpen, onDeleted }: CertificationEditorProps) {
  const { t, i18n } = useTranslation(CERTIFICATIONS_NS);
  const translator = useTranslator(CERTIFICATIONS_NS);
  const titleId = useId();
  const canWrite = useCan('write_occupancies');
  const readOnly = certification.status === 'FINALIZED' || !canWrite;
  const save = useSaveCertification();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useCheckedForm<CertificationValues>({
    initialValues: certificationValues(certification),
    validate: (values) =>
      validateWithSchema(
        certificationUpdateBody,
        certificationBody(values, certification.version),
        translator,
      ),
  });
  const values = form.getValues();
  const totals = draftTotals(
    values,
    certification.determination.utility_allowance,
    // The rule last determined; a change of date that crosses the program's HOTMA date shows at the save.
    certification.determination.asset_income?.rule ?? 'PRE_HOTMA',
  );

  function fail(error: unknown, fallbackKey: string) {
    if (error instanceof ApiError && error.fieldErrors.length > 0)
      form.setErrors(fieldErrorMap(error, translator));
    setFailure(saveFailureMessage(error, translator, fallbackKey));
  }

  /**
   * Saves what is on screen; resolves with the stored version, or null when it was refused (the
   * reasons are then on their fields and in the banner).
   */
  async function saveDraft(): Promise<Certification | null> {
    setFailure(null);
    if (form.validate().hasErrors) return null;
    try {
      const saved = await save.mutateAsync({
        id: certification.id,
        body: certificationBody(form.getValues(), certification.version),
      });
      form.resetDirty();
      return saved;
    } catch (error) {
      fail(error, `${CERTIFICATIONS_NS}:errors.save`);
      return null;
    }
  }

  /** What finalizing would fix, from the figures on screen; null (reasons on their fields) when invalid. */
  function summaryOnScreen(): FinalizeSummary | null {
    setFailure(null);
    if (form.validate().hasErrors) return null;
    const onScreen = form.getValues();
    return finalizeSummary(
      certification.type,
      onScreen,
      draftTotals(
        onScreen,
        certification.determination.utility_allowance,
        certification.determination.asset_income?.rule ?? 'PRE_HOTMA',
      ),
    );
  }

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="md">
        {t('editor.title', {
          type: t(`editor.types.${certification.type}`),
          status: t(`statuses.${certification.status}`),
        })}
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void saveDraft().then((saved) => saved && showSuccess(t('saved')));
        }}
      >
        <Stack gap="md">
          {readOnly && certification.status === 'FINALIZED' && (
            <Alert color="blue" role="note">
              {t('editor.finalizedNote', {
                by: certification.finalized_by ?? '—',
                date: formatDateTime(certification.finalized_at, i18n.language),
              })}
            </Alert>
          )}
          <PlacementChangesNote certification={certification} />
          {failure && (
            <Alert
              color="red"
              role="alert"
              title={t('errors.saveTitle')}
              withCloseButton
              closeButtonLabel={t('actions.close')}
              onClose={() => setFailure(null)}
            >
              {failure}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <DateField
              label={t('editor.effectiveDate')}
              withAsterisk={!readOnly}
              readOnly={readOnly}
              clearable={!readOnly}
              {...form.getInputProps('effective_date')}
            />
          </SimpleGrid>
          <MembersFields form={form} readOnly={readOnly} />
          {allStudents(values.members) && (
            <Select
              label={t('editor.studentException')}
              description={t('editor.studentExceptionHint')}
              placeholder={t('editor.noException')}
              clearable={!readOnly}
              readOnly={readOnly}
              maw={480}
              data={STUDENT_EXCEPTIONS.map((value) => ({ value, label: t(`studentExceptions.${value}`) }))}
              {...form.getInputProps('student_exception')}
              value={values.student_exception || null}
              onChange={(value) =>
                form.setFieldValue('student_exception', STUDENT_EXCEPTIONS.find((e) => e === value) ?? '')
              }
            />
          )}
          <AssetsFields form={form} readOnly={readOnly} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <MoneyText
              label={t('adjustedIncome.label')}
              description={t('adjustedIncome.hint')}
              readOnly={readOnly}
              {...form.getInputProps('adjusted_income')}
            />
          </SimpleGrid>
          <Fieldset legend={t('rent.legend')} radius="md" p={{ base: 'xs', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <MoneyText
                label={t('rent.tenantRent')}
                readOnly={readOnly}
                {...form.getInputProps('tenant_rent')}
              />
              <MoneyText
                label={t('rent.assistance')}
                readOnly={readOnly}
                {...form.getInputProps('rent_assistance')}
              />
              <MoneyText
                label={t('rent.nonOptionalCharges')}
                readOnly={readOnly}
                {...form.getInputProps('non_optional_charges')}
              />
            </SimpleGrid>
          </Fieldset>
          <DeterminationPanel certification={certification} totals={totals} unsaved={form.isDirty()} />
          <CertificationActions
            certification={certification}
            canWrite={canWrite}
            saving={save.isPending}
            summaryOnScreen={summaryOnScreen}
            saveIfChanged={() => (form.isDirty() ? saveDraft() : Promise.resolve(certification))}
            onFailure={fail}
            onOpen={onOpen}
            onDeleted={onDeleted}
          />
        </Stack>
      </form>
      <ReportingDataPanel
        certificationId={certification.id}
        memberNames={values.members.map((m) => m.name)}
      />
    </Paper>
  );
}
