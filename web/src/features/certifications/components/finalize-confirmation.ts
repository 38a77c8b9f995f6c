import type { Certification } from '@lar/contracts/certifications';
import type { TFunction } from 'i18next';
import type { ConfirmOptions } from '../../../components/confirm.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';

/** What a finalization fixes, as the draft on screen holds it (saved only once it is confirmed). */
export type FinalizeSummary = Pick<
  Certification,
  'type' | 'household_size' | 'annual_income' | 'tenant_rent' | 'effective_date'
> & { members: ReadonlyArray<Pick<Certification['members'][number], 'name' | 'relationship'>> };

/**
 * The confirmation of a finalization: what is fixed for ever (the household, its income, the rent
 * and the effective date of the draft on screen), since a finalized certification never changes.
 */
export function finalizeConfirmation(t: TFunction, language: string, saved: FinalizeSummary): ConfirmOptions {
  // Every member by name, the head first: the household is what finalizing fixes.
  const names = [...saved.members]
    .sort((a, b) => Number(b.relationship === 'HEAD') - Number(a.relationship === 'HEAD'))
    .map((m) => m.name.trim() || t('confirmFinalize.unnamed'))
    .join(', ');
  return {
    title: t('confirmFinalize.title'),
    message: t('confirmFinalize.message', { type: t(`editor.types.${saved.type}`) }),
    details: [
      {
        label: t('confirmFinalize.household'),
        value: t('confirmFinalize.householdValue', { count: saved.household_size, names }),
      },
      { label: t('confirmFinalize.annualIncome'), value: formatMoney(saved.annual_income, language) },
      { label: t('confirmFinalize.tenantRent'), value: formatMoney(saved.tenant_rent, language) },
      { label: t('confirmFinalize.effectiveDate'), value: formatDate(saved.effective_date, language) },
    ],
    confirmLabel: t('actions.finalize'),
    cancelLabel: t('actions.cancel'),
    danger: true,
  };
}
