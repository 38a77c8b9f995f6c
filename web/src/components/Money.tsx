import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format.ts';

/** A US-dollar amount in the UI language's number format; a dash when there is none. */
export function Money({ amount }: { amount: number | string | null | undefined }) {
  const { i18n } = useTranslation();
  const text = formatMoney(amount, i18n.language);
  return <>{text || '—'}</>;
}
