import type { Certification, PlacementChange } from '@lar/contracts/certifications';
import { numberFormat } from '@lar/contracts/intl-formats';
import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { CERTIFICATIONS_NS } from '../namespace.ts';

/** A followed value as the reader reads it: a date, a count of people, or an amount. */
function valueText(change: PlacementChange, value: string | number, language: string): string {
  if (change.field === 'effective_date') return formatDate(String(value), language);
  if (change.field === 'household_size') return numberFormat(language).format(Number(value));
  return formatMoney(value, language);
}

/**
 * What a draft took from its placement when the placement last changed (decision 062): shown on
 * a draft only, since a finalized certification follows nothing.
 */
export function PlacementChangesNote({ certification }: { certification: Certification }) {
  const { t, i18n } = useTranslation(CERTIFICATIONS_NS);
  const followed = certification.placement_changes;
  if (certification.status !== 'DRAFT' || !followed || followed.changes.length === 0) return null;
  return (
    <Alert color="yellow" role="note" title={t('placementChanges.title')} data-testid="placement-changes">
      {t('placementChanges.intro', { date: formatDateTime(followed.at, i18n.language) })}
      <List size="sm" mt={4}>
        {followed.changes.map((change) => (
          <List.Item key={change.field}>
            {t('placementChanges.change', {
              field: t(`placementChanges.fields.${change.field}`),
              from: valueText(change, change.from, i18n.language),
              to: valueText(change, change.to, i18n.language),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
