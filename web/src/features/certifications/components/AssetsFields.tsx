import { ASSETS_MAX } from '@lar/contracts/certifications';
import { Checkbox, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/MoneyInput.tsx';
import { type CertificationValues, emptyAsset } from '../certification-form-values.ts';
import { CERTIFICATIONS_NS } from '../namespace.ts';
import { ListFieldset } from './ListFieldset.tsx';

interface AssetsFieldsProps {
  form: UseFormReturnType<CertificationValues>;
  readOnly: boolean;
}

/**
 * The household's assets: what each is, its cash value, the income it gives in a year, whether that
 * return can be computed (HOTMA imputes income on those whose cannot) and whether it is excluded.
 */
export function AssetsFields({ form, readOnly }: AssetsFieldsProps) {
  const { t } = useTranslation(CERTIFICATIONS_NS);
  return (
    <ListFieldset
      form={form}
      list="assets"
      readOnly={readOnly}
      max={ASSETS_MAX}
      newItem={emptyAsset}
      gap="sm"
      header={
        form.getValues().assets.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('assets.none')}
          </Text>
        )
      }
    >
      {(_asset, { path, number, removeButton }) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="xs">
          <TextInput
            label={t('assets.description', { number })}
            withAsterisk={!readOnly}
            readOnly={readOnly}
            {...form.getInputProps(`${path}.description`)}
          />
          <MoneyText
            label={t('assets.cashValue')}
            readOnly={readOnly}
            {...form.getInputProps(`${path}.cash_value`)}
          />
          <MoneyText
            label={t('assets.annualIncome')}
            readOnly={readOnly}
            {...form.getInputProps(`${path}.annual_income`)}
          />
          <Checkbox
            label={t('assets.returnComputable')}
            description={t('assets.returnComputableHint')}
            disabled={readOnly}
            {...form.getInputProps(`${path}.actual_return_computable`, { type: 'checkbox' })}
          />
          <Checkbox
            label={t('assets.excluded')}
            description={t('assets.excludedHint')}
            disabled={readOnly}
            {...form.getInputProps(`${path}.excluded`, { type: 'checkbox' })}
          />
          {!readOnly && <Group align="flex-end">{removeButton()}</Group>}
        </SimpleGrid>
      )}
    </ListFieldset>
  );
}
