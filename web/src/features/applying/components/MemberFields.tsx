import { useTranslation } from 'react-i18next';
import { CheckField, FieldGroup, FormField, SelectField, TextField } from '../../../components/FormField.tsx';
import { SSN_LAST4_INPUT } from '../../../lib/household-member.ts';
import {
  type ApplicationErrors,
  birthDateBounds,
  blankMemberReporting,
  DISABILITY_ANSWERS,
  INCOME_SOURCES,
  fieldElementId as id,
  type MemberValues,
  OTHER_RELATIONSHIPS,
  RACE_ETHNICITY_ANSWERS,
} from '../application-values.ts';
import { moneyInput } from '../money-input.ts';
import styles from './applying.module.css';

interface MemberFieldsProps {
  member: MemberValues;
  /** 0 is the head of household. */
  index: number;
  errors: ApplicationErrors;
  /** An error's key as text. */
  message: (key: string | undefined) => string | undefined;
  onChange: (member: MemberValues) => void;
  onRemove: () => void;
}

/** A field's element id, form name and error text, by its path in the application (`members.0.name`). */
const controlOf = (path: string, errors: ApplicationErrors, message: MemberFieldsProps['message']) => ({
  id: id(path),
  name: path,
  error: message(errors[path]),
});

/** One household member of the application: who they are and their income by source. */
export function MemberFields({ member, index, errors, message, onChange, onRemove }: MemberFieldsProps) {
  const { t } = useTranslation('applying');
  const field = (name: string) => `members.${index}.${name}`;
  const control = (name: string) => controlOf(field(name), errors, message);
  const label = member.name.trim() || t('form.unnamed', { number: index + 1 });
  return (
    <section className={styles.member} aria-labelledby={id(field('title'))}>
      <div className={styles.memberHead}>
        <h2 id={id(field('title'))} className={styles.memberTitle}>
          {t('form.member', { number: index + 1 })}
          {index === 0 && ` · ${t('form.head')}`}
        </h2>
        {index > 0 && (
          <button type="button" className={styles.button} onClick={onRemove}>
            {t('form.removeMember', { name: label })}
          </button>
        )}
      </div>
      <div className={styles.row}>
        <TextField
          {...control('name')}
          label={t('form.name')}
          required
          autoComplete={index === 0 ? 'name' : 'off'}
          maxLength={150}
          value={member.name}
          onValue={(name) => onChange({ ...member, name })}
        />
        {index > 0 && (
          <FormField
            id={id(field('relationship'))}
            label={t('form.relationship')}
            required
            error={message(errors[field('relationship')])}
          >
            {(control) => (
              <select
                {...control}
                name={field('relationship')}
                value={member.relationship}
                onChange={(event) => onChange({ ...member, relationship: event.target.value })}
              >
                {OTHER_RELATIONSHIPS.map((r) => (
                  <option key={r} value={r}>
                    {t(`form.relationships.${r}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <TextField
          {...control('birth_date')}
          label={t('form.birthDate')}
          required={index === 0}
          type="date"
          min={birthDateBounds().earliest}
          max={birthDateBounds().latest}
          autoComplete={index === 0 ? 'bday' : 'off'}
          value={member.birth_date}
          onValue={(birth_date) => onChange({ ...member, birth_date })}
        />
      </div>
      <div className={styles.row}>
        <CheckField
          name={field('full_time_student')}
          label={t('form.student')}
          checked={member.full_time_student}
          onChecked={(full_time_student) => onChange({ ...member, full_time_student })}
        />
        <CheckField
          name={field('disabled')}
          label={t('form.disabled')}
          checked={member.disabled}
          onChecked={(disabled) => onChange({ ...member, disabled })}
        />
      </div>
      <fieldset className={styles.income}>
        <legend>{t('form.incomeLegend', { name: label })}</legend>
        {INCOME_SOURCES.map((source) => (
          <TextField
            key={source}
            {...control(`income.${source}`)}
            label={t(`form.sources.${source}`)}
            {...moneyInput(member.income[source], (amount) =>
              onChange({ ...member, income: { ...member.income, [source]: amount } }),
            )}
          />
        ))}
      </fieldset>
      <MemberReportingFields
        member={member}
        index={index}
        label={label}
        errors={errors}
        message={message}
        onChange={onChange}
      />
    </section>
  );
}

/**
 * The member's optional answers for the agencies' reports (decision 066): race and ethnicity as
 * the federal standard's combined question (several may be chosen), disability, last 4 of the SSN.
 */
function MemberReportingFields({
  member,
  index,
  label,
  errors,
  message,
  onChange,
}: Omit<MemberFieldsProps, 'onRemove'> & { label: string }) {
  const { t } = useTranslation('applying');
  const reporting = member.reporting ?? blankMemberReporting();
  const field = (name: string) => `reporting.members.${index}.${name}`;
  const control = (name: string) => controlOf(field(name), errors, message);
  const set = (change: Partial<typeof reporting>) =>
    onChange({ ...member, reporting: { ...reporting, ...change } });
  const raceError = message(errors[field('race_ethnicity')]);
  return (
    <FieldGroup legend={t('reporting.memberLegend', { name: label })}>
      <p className={styles.note}>{t('reporting.optional')}</p>
      <fieldset
        className={styles.income}
        aria-describedby={raceError ? id(`${field('race_ethnicity')}-error`) : undefined}
      >
        <legend id={id(field('race_ethnicity'))} tabIndex={-1}>
          {t('reporting.raceEthnicity')}
        </legend>
        {RACE_ETHNICITY_ANSWERS.map((answer) => (
          <CheckField
            key={answer}
            name={field('race_ethnicity')}
            label={t(`reporting.races.${answer}`)}
            checked={reporting.race_ethnicity.includes(answer)}
            onChecked={(checked) =>
              set({
                race_ethnicity: checked
                  ? [...reporting.race_ethnicity, answer]
                  : reporting.race_ethnicity.filter((a) => a !== answer),
              })
            }
          />
        ))}
        {raceError && (
          <p id={id(`${field('race_ethnicity')}-error`)} className={styles.error}>
            {raceError}
          </p>
        )}
      </fieldset>
      <div className={styles.row}>
        <SelectField
          {...control('disability')}
          label={t('reporting.disability')}
          emptyChoice={t('reporting.notAnswered')}
          choices={DISABILITY_ANSWERS.map((value) => ({
            value,
            label: t(`reporting.disabilities.${value}`),
          }))}
          value={reporting.disability}
          onValue={(disability) => set({ disability })}
        />
        <TextField
          {...control('ssn_last4')}
          label={t('reporting.ssnLast4')}
          hint={t('reporting.ssnLast4Hint')}
          {...SSN_LAST4_INPUT}
          value={reporting.ssn_last4}
          onValue={(ssn_last4) => set({ ssn_last4 })}
        />
      </div>
    </FieldGroup>
  );
}
