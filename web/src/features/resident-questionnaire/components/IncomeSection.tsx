import { INCOME_SOURCES } from '@lar/contracts/certifications';
import { annualCents, dollarsOf, INCOME_FREQUENCIES } from '@lar/contracts/resident-questionnaire';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { QUESTIONNAIRE_NS } from '../namespace.ts';
import { ListEditor } from './ListEditor.tsx';
import styles from './questionnaire.module.css';
import { answerList, type SectionProps } from './questionnaire-fields.tsx';

/** Each member's sources of income, with the amount a year each comes to. */
export function IncomeSection({ answers, onChange, newId, fields }: SectionProps) {
  const { t, i18n } = useTranslation(QUESTIONNAIRE_NS);
  const language = i18n.language;
  const sources = answerList(answers, onChange, 'income_sources');
  return (
    <ListEditor
      headingId="q-income"
      title={t('income.title')}
      hint={t('income.hint')}
      none={t('income.none')}
      items={answers.income_sources}
      keyOf={(s) => s.id}
      legendOf={(_, i) => t('income.source', { number: i + 1 })}
      removeLabel={(_, i) => t('income.remove', { number: i + 1 })}
      onRemove={(s) =>
        onChange({ ...answers, income_sources: answers.income_sources.filter((x) => x.id !== s.id) })
      }
      addLabel={t('income.add')}
      onAdd={
        answers.members.length === 0
          ? undefined
          : () =>
              sources.add({
                id: newId(),
                member_key: answers.members[0]?.member_key ?? '',
                kind: 'employment',
                amount: '',
                frequency: null,
              })
      }
    >
      {(s, i) => {
        const memberKeys = answers.members.map((m) => m.member_key);
        const memberNames = answers.members.map(fields.memberName);
        return (
          <>
            {fields.field(
              `income_sources.${i}.member_key`,
              t('income.member'),
              fields.select(
                s.member_key,
                memberKeys,
                (_, index) => memberNames[index] ?? '',
                (member_key) => member_key && sources.set(i, { member_key }),
              ),
            )}
            {fields.field(
              `income_sources.${i}.kind`,
              t('income.kind'),
              fields.select(
                s.kind,
                INCOME_SOURCES,
                (k) => t(`kinds.${k}`),
                (kind) => kind && sources.set(i, { kind }),
              ),
            )}
            {fields.field(
              `income_sources.${i}.amount`,
              t('income.amount'),
              fields.amountInput(s.amount, (amount) => sources.set(i, { amount })),
            )}
            {fields.field(
              `income_sources.${i}.frequency`,
              t('income.frequency'),
              fields.select(
                s.frequency,
                INCOME_FREQUENCIES,
                (f) => t(`frequencies.${f}`),
                (frequency) => sources.set(i, { frequency }),
                true,
              ),
            )}
            <p className={styles.hint}>
              {t('income.annual', { amount: formatMoney(dollarsOf(annualCents(s)), language) })}
            </p>
          </>
        );
      }}
    </ListEditor>
  );
}
