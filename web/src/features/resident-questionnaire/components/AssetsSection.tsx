import { ASSET_KINDS } from '@lar/contracts/resident-questionnaire';
import { useTranslation } from 'react-i18next';
import { QUESTIONNAIRE_NS } from '../namespace.ts';
import { ListEditor } from './ListEditor.tsx';
import { answerList, type SectionProps } from './questionnaire-fields.tsx';

/** The household's assets: each one's kind, cash value and the income it brings a year. */
export function AssetsSection({ answers, onChange, newId, fields }: SectionProps) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const assets = answerList(answers, onChange, 'assets');
  return (
    <ListEditor
      headingId="q-assets"
      title={t('assets.title')}
      hint={t('assets.hint')}
      none={t('assets.none')}
      items={answers.assets}
      keyOf={(asset) => asset.id}
      legendOf={(_, i) => t('assets.asset', { number: i + 1 })}
      removeLabel={(_, i) => t('assets.remove', { number: i + 1 })}
      onRemove={(asset) => onChange({ ...answers, assets: answers.assets.filter((x) => x.id !== asset.id) })}
      addLabel={t('assets.add')}
      onAdd={() =>
        assets.add({ id: newId(), kind: null, description: '', cash_value: '', annual_income: '' })
      }
    >
      {(asset, i) => (
        <>
          {fields.field(
            `assets.${i}.kind`,
            t('assets.kind'),
            fields.select(
              asset.kind,
              ASSET_KINDS,
              (k) => t(`assetKinds.${k}`),
              (kind) => assets.set(i, { kind }),
              true,
            ),
          )}
          {fields.field(`assets.${i}.description`, t('assets.description'), (a) => (
            <input
              {...a}
              value={asset.description}
              maxLength={150}
              onChange={(e) => assets.set(i, { description: e.currentTarget.value })}
            />
          ))}
          {fields.field(
            `assets.${i}.cash_value`,
            t('assets.cashValue'),
            fields.amountInput(asset.cash_value, (cash_value) => assets.set(i, { cash_value })),
          )}
          {fields.field(
            `assets.${i}.annual_income`,
            t('assets.annualIncome'),
            fields.amountInput(asset.annual_income, (annual_income) => assets.set(i, { annual_income })),
          )}
        </>
      )}
    </ListEditor>
  );
}
