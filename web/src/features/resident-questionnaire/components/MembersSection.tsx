import { RELATIONSHIPS } from '@lar/contracts/certifications';
import { MEMBER_CHANGES } from '@lar/contracts/resident-questionnaire';
import { useTranslation } from 'react-i18next';
import { QUESTIONNAIRE_NS } from '../namespace.ts';
import { ListEditor } from './ListEditor.tsx';
import styles from './questionnaire.module.css';
import { answerList, type SectionProps } from './questionnaire-fields.tsx';

/**
 * The household's members: who lives there now, who joined or left and when. A member of the
 * certification in force (`known`) has no remove button: the household says when they left.
 */
export function MembersSection({
  answers,
  onChange,
  newId,
  fields,
  known,
  onCommit,
}: SectionProps & { known: ReadonlySet<string>; onCommit(): void }) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const members = answerList(answers, onChange, 'members');
  return (
    <ListEditor
      headingId="q-members"
      title={t('members.title')}
      items={answers.members}
      keyOf={(m) => m.member_key}
      legendOf={fields.memberName}
      removeLabel={(m) =>
        known.has(m.member_key) ? null : t('members.remove', { name: m.name || t('members.unnamed') })
      }
      onRemove={(m) =>
        onChange({
          ...answers,
          members: answers.members.filter((x) => x.member_key !== m.member_key),
          income_sources: answers.income_sources.filter((s) => s.member_key !== m.member_key),
        })
      }
      addLabel={t('members.add')}
      onAdd={() =>
        members.add({
          member_key: newId(),
          name: '',
          birth_date: null,
          relationship: null,
          change: 'JOINED',
          change_date: null,
          full_time_student: false,
          disabled: false,
        })
      }
    >
      {(m, i) => {
        return (
          <>
            {fields.field(`members.${i}.name`, t('members.name'), (a) => (
              <input
                {...a}
                autoComplete="off"
                value={m.name}
                maxLength={150}
                onChange={(e) => members.set(i, { name: e.currentTarget.value })}
              />
            ))}
            {fields.field(
              `members.${i}.birth_date`,
              t('members.birthDate'),
              fields.dateInput(m.birth_date, (birth_date) => members.set(i, { birth_date })),
            )}
            {fields.field(
              `members.${i}.relationship`,
              t('members.relationship'),
              fields.select(
                m.relationship,
                RELATIONSHIPS,
                (r) => t(`relationships.${r}`),
                (relationship) => members.set(i, { relationship }),
                true,
              ),
            )}
            {fields.field(
              `members.${i}.change`,
              t('members.change'),
              fields.select(
                m.change,
                MEMBER_CHANGES,
                (c) => t(`members.changes.${c}`),
                (change) =>
                  change && members.set(i, { change, change_date: change === 'NONE' ? null : m.change_date }),
              ),
            )}
            {m.change !== 'NONE' &&
              fields.field(
                `members.${i}.change_date`,
                t('members.changeDate'),
                fields.dateInput(m.change_date, (change_date) => members.set(i, { change_date })),
              )}
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={m.full_time_student}
                onChange={(e) => members.set(i, { full_time_student: e.currentTarget.checked })}
                onBlur={onCommit}
              />
              {t('members.student')}
            </label>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={m.disabled}
                onChange={(e) => members.set(i, { disabled: e.currentTarget.checked })}
                onBlur={onCommit}
              />
              {t('members.disabled')}
            </label>
          </>
        );
      }}
    </ListEditor>
  );
}
