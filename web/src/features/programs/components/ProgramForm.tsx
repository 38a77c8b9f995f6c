import { toAmiCsv } from '@lar/contracts/ami-csv';
import { type AmiLevelInput, describeLevel, LEVELS_MAX, levelKey } from '@lar/contracts/ami-levels';
import { ASSET_RULES } from '@lar/contracts/compliance/asset-rules';
import { LONG_TEXT_MAX, TEXT_MAX } from '@lar/contracts/fields';
import { type GovProgram, PROGRAM_SCOPES, programCreateBody, SUBSIDY_TYPES } from '@lar/contracts/programs';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  List,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconBuildingBank, IconDownload, IconFileImport, IconHome } from '@tabler/icons-react';
import { useState } from 'react';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { FormSection } from '../../../components/FormSection.tsx';
import { RecordForm } from '../../../components/RecordForm.tsx';
import { useRecordFormSave } from '../../../components/use-record-form-save.ts';
import { useSchemaForm } from '../../../components/use-schema-form.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import type { RecordFormHandlers } from '../../../lib/use-record-save.ts';
import type { KeyOverrides } from '../../../lib/validation.ts';
import { useSaveProgram } from '../api.ts';
import { PROGRAMS_NS } from '../namespace.ts';
import {
  EMPTY_PROGRAM,
  type ProgramFormValues,
  programDraft,
  programToFormValues,
} from '../program-form-values.ts';
import { AmiLevelBuilder } from './AmiLevelBuilder.tsx';
import { AmiLevelTables } from './AmiLevelTables.tsx';
import { HomeRentImportModal } from './HomeRentImportModal.tsx';
import { HudImportModal } from './HudImportModal.tsx';
import { ImportLimitsModal } from './ImportLimitsModal.tsx';
import { PROGRAM_FIELD_LABELS } from './program-fields.ts';

/** The frequencies' ranges, as the contract checks them. */
const RECERTIFICATION_DAYS_MAX = 3650;
const LIMITS_UPDATE_MONTHS_MAX = 120;

/**
 * The ways to import a program's limits: a CSV of its levels, HUD's published income limits, and
 * for a HOME program HUD's High and Low HOME rents (decision 047).
 */
const IMPORTS = [
  { source: 'csv', labelKey: 'import.open', Icon: IconFileImport, Modal: ImportLimitsModal, homeOnly: false },
  { source: 'hud', labelKey: 'hud.open', Icon: IconBuildingBank, Modal: HudImportModal, homeOnly: false },
  { source: 'home', labelKey: 'homeRents.open', Icon: IconHome, Modal: HomeRentImportModal, homeOnly: true },
] as const;

const importsFor = (program: GovProgram) => IMPORTS.filter((i) => !i.homeOnly || program.home_program);
type ImportSource = (typeof IMPORTS)[number]['source'];

const rangeMessages = (key: string) => ({ too_small: key, too_big: key, invalid_type: key });
const OVERRIDES: KeyOverrides = {
  recertification_frequency: rangeMessages(`${PROGRAMS_NS}:validation.recertification_range`),
  limits_update_frequency: rangeMessages(`${PROGRAMS_NS}:validation.limits_update_range`),
};

interface ProgramFormProps extends RecordFormHandlers<GovProgram> {
  /** The program being edited, or null for a new one. */
  program: GovProgram | null;
  /** After an import the program has new levels and a new version: the page reopens it. */
  onReload?(program: GovProgram): void;
}

/** Downloads the levels on screen (saved or not) as the CSV the import reads. */
function downloadCsv(name: string, levels: AmiLevelInput[]) {
  const url = URL.createObjectURL(new Blob([toAmiCsv(levels)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${
    name
      .trim()
      .replace(/[^\w-]+/g, '-')
      .toLowerCase() || 'program'
  }-ami-limits.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** New program or edit: the program's fields, the AMI levels builder and the two limit tables. */
export function ProgramForm({ program, onSaved, onReload, onCancel }: ProgramFormProps) {
  const { t, translator, form } = useSchemaForm<ProgramFormValues>({
    namespace: PROGRAMS_NS,
    initialValues: program ? programToFormValues(program) : EMPTY_PROGRAM,
    schema: programCreateBody,
    toBody: (values) => programDraft(values, program),
    overrides: OVERRIDES,
  });
  const [importing, setImporting] = useState<ImportSource | null>(null);
  // Importing replaces a program's limits: main accounts only (decision 017).
  const canImport = useCan('import_limits');
  const levels = form.getValues().ami_levels;
  const saving = useRecordFormSave({
    form,
    translator,
    record: program,
    entity: 'gov_program',
    save: useSaveProgram(),
    savedMessage: (saved) => t(program ? 'form.updated' : 'form.created', { name: saved.name }),
    onSaved,
    onCancel,
    failureKeys: {
      byCode: { IN_USE: `${PROGRAMS_NS}:errors.levelInUse` },
      fallbackKey: `${PROGRAMS_NS}:errors.save`,
    },
  });

  // Problems the server or the schema found in single levels ("ami_levels.3.limit_value").
  const levelProblems = Object.entries(form.errors)
    .filter(([field]) => field.startsWith('ami_levels.'))
    .map(([field, message]) => {
      const level = levels[Number(field.split('.')[1])];
      return level ? `${describeLevel(level)}: ${message}` : String(message);
    });
  const removeLevel = (level: AmiLevelInput) =>
    form.setFieldValue(
      'ami_levels',
      levels.filter((l) => levelKey(l) !== levelKey(level)),
    );

  const changeLevel = (level: AmiLevelInput, value: number) =>
    form.setFieldValue(
      'ami_levels',
      levels.map((l) => (levelKey(l) === levelKey(level) ? { ...l, limit_value: value } : l)),
    );

  // The program's own fields: all required, the choices from the contract's lists.
  const text = (field: 'name' | 'jurisdiction', label: string) => (
    <TextInput label={t(label)} withAsterisk maxLength={TEXT_MAX} {...form.getInputProps(field)} />
  );
  const choice = (
    field: 'scope' | 'subsidy_type',
    label: string,
    options: readonly string[],
    prefix: string,
  ) => (
    <Select
      label={t(label)}
      withAsterisk
      allowDeselect={false}
      data={options.map((option) => ({ value: option, label: t(`${prefix}.${option}`) }))}
      {...form.getInputProps(field)}
    />
  );
  const frequency = (
    field: 'recertification_frequency' | 'limits_update_frequency',
    label: string,
    max: number,
  ) => (
    <NumberInput
      label={t(label)}
      min={1}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      {...form.getInputProps(field)}
    />
  );

  return (
    <>
      <RecordForm
        title={program ? t('form.editTitle', { name: program.name }) : t('form.newTitle')}
        onSubmit={form.onSubmit((values) => saving.submit(programDraft(values, program)))}
        saveErrorTitle={t('errors.save')}
        submitLabel={program ? t('form.update') : t('form.create')}
        {...saving.frame}
      >
        <FormSection legend={t('form.programSection')} cols={2}>
          {text('name', PROGRAM_FIELD_LABELS.name)}
          {choice('scope', PROGRAM_FIELD_LABELS.scope, PROGRAM_SCOPES, 'scopes')}
          {text('jurisdiction', PROGRAM_FIELD_LABELS.jurisdiction)}
          {choice('subsidy_type', PROGRAM_FIELD_LABELS.subsidy_type, SUBSIDY_TYPES, 'subsidyTypes')}
          {frequency(
            'recertification_frequency',
            PROGRAM_FIELD_LABELS.recertification_frequency,
            RECERTIFICATION_DAYS_MAX,
          )}
          {frequency(
            'limits_update_frequency',
            PROGRAM_FIELD_LABELS.limits_update_frequency,
            LIMITS_UPDATE_MONTHS_MAX,
          )}
        </FormSection>

        <Fieldset legend={t(PROGRAM_FIELD_LABELS.ami_levels)} radius="md">
          <Stack gap="md">
            <AmiLevelBuilder
              levels={levels}
              onAdd={(level) => form.setFieldValue('ami_levels', [...levels, level])}
            />
            {levels.length >= LEVELS_MAX && (
              <Text c="red.8" size="sm">
                {t('form.tooManyLevels', { max: LEVELS_MAX })}
              </Text>
            )}
            {levelProblems.length > 0 && (
              <Alert color="red" role="alert" title={t('form.levelProblems')}>
                <List size="sm">
                  {levelProblems.map((problem) => (
                    <List.Item key={problem}>{problem}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Group gap="sm">
              {program &&
                canImport &&
                importsFor(program).map(({ source, labelKey, Icon }) => (
                  <Button
                    key={source}
                    variant="default"
                    leftSection={<Icon size={16} aria-hidden />}
                    disabled={form.isDirty()}
                    onClick={() => setImporting(source)}
                  >
                    {t(labelKey)}
                  </Button>
                ))}
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                disabled={levels.length === 0}
                onClick={() => downloadCsv(form.getValues().name, levels)}
              >
                {t('form.export')}
              </Button>
              {/* The saved levels with headers in the interface's language (decision 028). */}
              {program && (
                <ExportMenu
                  path={`/api/govprograms/${program.id}/ami-levels/export`}
                  fallbackName={`program-${program.id}-levels`}
                />
              )}
              {program && form.isDirty() && (
                <Text size="xs" c="gray.7">
                  {t('import.saveFirst')}
                </Text>
              )}
            </Group>
            <AmiLevelTables
              levels={levels}
              canImport={program !== null}
              onChange={changeLevel}
              onRemove={removeLevel}
            />
          </Stack>
        </Fieldset>

        <FormSection legend={t('form.assetSection')} cols={2}>
          <Select
            label={t(PROGRAM_FIELD_LABELS.asset_rule)}
            description={t('form.assetRuleHint')}
            withAsterisk
            allowDeselect={false}
            data={ASSET_RULES.map((rule) => ({ value: rule, label: t(`assetRules.${rule}`) }))}
            {...form.getInputProps('asset_rule')}
          />
          {form.getValues().asset_rule === 'HOTMA' && (
            <TextInput
              type="date"
              label={t(PROGRAM_FIELD_LABELS.hotma_effective_date)}
              description={t('form.hotmaEffectiveDateHint')}
              withAsterisk
              min="2024-01-01"
              {...form.getInputProps('hotma_effective_date')}
            />
          )}
        </FormSection>

        <Checkbox
          label={t(PROGRAM_FIELD_LABELS.home_program)}
          description={t('form.homeProgramHint')}
          {...form.getInputProps('home_program', { type: 'checkbox' })}
        />
        <Textarea
          label={t(PROGRAM_FIELD_LABELS.notes)}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={LONG_TEXT_MAX}
          {...form.getInputProps('notes')}
        />
      </RecordForm>
      {program &&
        canImport &&
        importsFor(program).map(({ source, Modal }) => (
          <Modal
            key={source}
            program={program}
            opened={importing === source}
            onClose={() => setImporting(null)}
            onImported={(imported) => onReload?.(imported)}
          />
        ))}
    </>
  );
}
