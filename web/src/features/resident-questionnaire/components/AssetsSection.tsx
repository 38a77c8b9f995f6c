import { ASSET_KINDS, type QuestionnaireAsset } from '@lar/contracts/resident-questionnaire';
import { useTranslation } from 'react-i18next';
import { QUESTIONNAIRE_NS } from '../namespace.ts';
import { ListEditor } from './ListEditor.tsx';
import type { SectionProps } from './questionnaire-fields.tsx';

/** The household's assets: each one's kind, cash value and the income it brings a year. */
export function AssetsSection({ answers, onChange, newId, fields }: SectionProps) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const setAsset = (i: number, change: Partial<QuestionnaireAsset>) =>
    onChange({ ...answers, assets: answers.assets.map((x, j) => (j === i ? { ...x, ...change } : x)) });
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
        onChange({
          ...answers,
          assets: [
            ...answers.assets,
            { id: newId(), kind: null, description: '', cash_value: '', annual_income: '' },
          ],
        })
      }
    >
      {(asset, i) => {
        const id = `q-a-${asset.id}`;
        return (
          <>
            {fields.field(
              `${id}-kind`,
              `assets.${i}.kind`,
              t('assets.kind'),
              fields.select(
                asset.kind,
                ASSET_KINDS,
                (k) => t(`assetKinds.${k}`),
                (kind) => setAsset(i, { kind }),
                true,
              ),
            )}
            {fields.field(`${id}-desc`, `assets.${i}.description`, t('assets.description'), (a) => (
              <input
                {...a}
                value={asset.description}
                maxLength={150}
                onChange={(e) => setAsset(i, { description: e.currentTarget.value })}
              />
            ))}
            {fields.field(
              `${id}-value`,
              `assets.${i}.cash_value`,
              t('assets.cashValue'),
              fields.amountInput(asset.cash_value, (cash_value) => setAsset(i, { cash_value })),
            )}
            {fields.field(
              `${id}-income`,
              `assets.${i}.annual_income`,
              t('assets.annualIncome'),
              fields.amountInput(asset.annual_income, (annual_income) => setAsset(i, { annual_income })),
            )}
          </>
        );
      }}
    </ListEditor>
  );
}
