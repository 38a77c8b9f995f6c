import {
  DISABILITY_ANSWERS,
  RACE_ETHNICITY_ANSWERS,
  RENTAL_ASSISTANCE_SOURCES,
  type ReportingDataAnswer,
  type ReportingDataBody,
  reportingDataBody,
} from '@lar/contracts/reporting-data';
import { Button, Fieldset, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/MoneyInput.tsx';
import { REPORTING_DATA_NS } from '../../../components/reporting-data/namespace.ts';
import { ReadOnAsk } from '../../../components/reporting-data/ReadOnAsk.tsx';
import { showSuccess } from '../../../components/show-api-error.ts';
import { ApiError } from '../../../lib/api.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { fieldErrorMap, saveFailureMessage } from '../../../lib/error-message.ts';
import { SSN_LAST4_INPUT } from '../../../lib/household-member.ts';
import { assistanceSourceOf, memberAnswersOf } from '../../../lib/reporting-answers.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import { readReportingData, saveReportingData } from '../api.ts';
import { CERTIFICATIONS_NS } from '../namespace.ts';

interface MemberRow {
  race_ethnicity: string[];
  disability: string;
  ssn_last4: string;
}

interface Values {
  members: MemberRow[];
  rental_assistance_source: string;
  /** Dollars as typed. */
  monthly: string;
}

const blankRow = (): MemberRow => ({ race_ethnicity: [], disability: '', ssn_last4: '' });

function valuesOf(answer: ReportingDataAnswer, size: number): Values {
  const members = Array.from({ length: size }, (_, i) => {
    const m = answer.members[i];
    return m
      ? {
          race_ethnicity: m.race_ethnicity ?? [],
          disability: m.disability ?? '',
          ssn_last4: m.ssn_last4 ?? '',
        }
      : blankRow();
  });
  const cents = answer.rental_assistance_monthly_cents;
  return {
    members,
    rental_assistance_source: answer.rental_assistance_source ?? '',
    monthly: cents === null ? '' : (cents / 100).toFixed(2),
  };
}

/** Dollars typed as text to whole cents, without a binary float: `450.5` is 45050. */
function centsOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function bodyOf(values: Values): ReportingDataBody {
  return {
    members: values.members.map(memberAnswersOf),
    rental_assistance_source: assistanceSourceOf(values.rental_assistance_source),
    rental_assistance_monthly_cents: centsOf(values.monthly),
  };
}

interface ReportingDataPanelProps {
  certificationId: number;
  /** The household's members' names, in order, as the editor shows them. */
  memberNames: string[];
}

/**
 * The household's data for the agencies' reports (decision 066): race and ethnicity, disability
 * and last 4 of the SSN per member, the rental assistance. Shown only to accounts with
 * `read_reporting_data`, and read only when asked, since each read is audit-logged.
 */
export function ReportingDataPanel({ certificationId, memberNames }: ReportingDataPanelProps) {
  const { t } = useTranslation(CERTIFICATIONS_NS);
  // The answers' labels are shared with the application's read-only view.
  const { t: labels } = useTranslation(REPORTING_DATA_NS);
  const translator = useTranslator(CERTIFICATIONS_NS);
  const allowed = useCan('read_reporting_data');
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;
  /** The answers of one question, each named by its shared text under `<group>`. */
  const choices = (answers: readonly string[], group: string) =>
    answers.map((value) => ({ value, label: labels(`${group}.${value}`) }));

  async function show() {
    setBusy(true);
    setFailure(null);
    try {
      setValues(valuesOf(await readReportingData(certificationId), memberNames.length));
    } catch (error) {
      setFailure(saveFailureMessage(error, translator, `${CERTIFICATIONS_NS}:reporting.readFailed`));
    } finally {
      setBusy(false);
    }
  }

  async function save(current: Values) {
    const body = bodyOf(current);
    const found = validateWithSchema(reportingDataBody, body, translator);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await saveReportingData(certificationId, body);
      showSuccess(t('reporting.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0)
        setErrors(fieldErrorMap(error, translator));
      setFailure(saveFailureMessage(error, translator, `${CERTIFICATIONS_NS}:reporting.saveFailed`));
    } finally {
      setBusy(false);
    }
  }

  const setMember = (index: number, change: Partial<MemberRow>) =>
    setValues((v) =>
      v ? { ...v, members: v.members.map((m, i) => (i === index ? { ...m, ...change } : m)) } : v,
    );

  return (
    <Fieldset legend={t('reporting.legend')} radius="md" p={{ base: 'xs', sm: 'md' }} mt="md">
      <Stack gap="sm">
        <ReadOnAsk hint={t('reporting.hint')} failure={failure} busy={busy} onShow={() => void show()}>
          {values && (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void save(values);
              }}
            >
              <Stack gap="md">
                {values.members.map((member, index) => (
                  <Fieldset
                    // Members have no id of their own: their place in the household is their key.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the order is the data's
                    key={index}
                    legend={memberNames[index]?.trim() || t('reporting.member', { number: index + 1 })}
                    variant="unstyled"
                  >
                    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                      <MultiSelect
                        label={labels('raceEthnicity')}
                        description={t('reporting.raceEthnicityHint')}
                        data={choices(RACE_ETHNICITY_ANSWERS, 'races')}
                        value={member.race_ethnicity}
                        onChange={(race_ethnicity) => setMember(index, { race_ethnicity })}
                        error={errors[`members.${index}.race_ethnicity`]}
                        clearable
                      />
                      <Select
                        label={labels('disability')}
                        data={choices(DISABILITY_ANSWERS, 'disabilities')}
                        value={member.disability || null}
                        onChange={(value) => setMember(index, { disability: value ?? '' })}
                        error={errors[`members.${index}.disability`]}
                        clearable
                      />
                      <TextInput
                        label={labels('ssnLast4')}
                        description={t('reporting.ssnLast4Hint')}
                        {...SSN_LAST4_INPUT}
                        value={member.ssn_last4}
                        onChange={(event) => setMember(index, { ssn_last4: event.currentTarget.value })}
                        error={errors[`members.${index}.ssn_last4`]}
                      />
                    </SimpleGrid>
                  </Fieldset>
                ))}
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <Select
                    label={labels('source')}
                    data={choices(RENTAL_ASSISTANCE_SOURCES, 'sources')}
                    value={values.rental_assistance_source || null}
                    onChange={(value) => setValues({ ...values, rental_assistance_source: value ?? '' })}
                    error={errors.rental_assistance_source}
                    clearable
                  />
                  <MoneyText
                    label={labels('monthly')}
                    value={values.monthly}
                    onChange={(monthly) => setValues({ ...values, monthly: String(monthly ?? '') })}
                    error={errors.rental_assistance_monthly_cents}
                  />
                </SimpleGrid>
                <Group>
                  <Button type="submit" loading={busy}>
                    {t('reporting.save')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </ReadOnAsk>
      </Stack>
    </Fieldset>
  );
}
