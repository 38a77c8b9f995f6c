import type { QuestionnaireChanges } from '@lar/contracts/resident-questionnaire';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatReadableDate } from '../../../lib/format.ts';
import { QUESTIONNAIRE_NS } from '../namespace.ts';
import styles from './questionnaire.module.css';

/** "What changed since last year": members who joined or left, each income before and after, totals. */
export function ChangesSummary({ changes }: { changes: QuestionnaireChanges }) {
  const { t, i18n } = useTranslation(QUESTIONNAIRE_NS);
  const language = i18n.language;
  const moved = changes.income.filter((c) => c.before !== c.after);
  const dated = (name: string, date: string | null) =>
    date ? `${name} (${formatReadableDate(date, language)})` : name;
  const nothing =
    changes.joined.length === 0 &&
    changes.left.length === 0 &&
    moved.length === 0 &&
    changes.total_before === changes.total_after;
  return (
    <section className={styles.card} aria-labelledby="q-changes" aria-live="polite">
      <h2 id="q-changes">{t('changes.title')}</h2>
      {nothing ? (
        <p>{t('changes.nothing')}</p>
      ) : (
        <>
          <ul>
            {changes.joined.map((m) => (
              <li key={`j-${m.member_key}`}>{t('changes.joined', { name: dated(m.name, m.date) })}</li>
            ))}
            {changes.left.map((m) => (
              <li key={`l-${m.member_key}`}>{t('changes.left', { name: dated(m.name, m.date) })}</li>
            ))}
          </ul>
          {moved.length > 0 && (
            // Scrolls sideways on a phone when the amounts do not fit: reachable by keyboard.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys
            <section className={styles.scroll} aria-labelledby="q-changes-table" tabIndex={0}>
              <table className={styles.changes}>
                <caption id="q-changes-table">{t('changes.table')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('changes.who')}</th>
                    <th scope="col">{t('changes.kind')}</th>
                    <th scope="col">{t('changes.before')}</th>
                    <th scope="col">{t('changes.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {moved.map((c) => (
                    <tr key={`${c.member_key}-${c.kind}`}>
                      <td>{c.name}</td>
                      <td>{t(`kinds.${c.kind}`)}</td>
                      <td>{formatMoney(c.before, language)}</td>
                      <td>{formatMoney(c.after, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
      <p>
        <strong>{t('changes.total')}:</strong> {formatMoney(changes.total_before, language)} →{' '}
        {formatMoney(changes.total_after, language)}
      </p>
    </section>
  );
}
