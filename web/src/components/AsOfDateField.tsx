import { DateField } from './DateField.tsx';

interface AsOfDateFieldProps {
  /** The report's translation: its `asOf.label` and `asOf.description`. */
  t: (key: string) => string;
  /** The date the address asks for; null when it asks for none. */
  asked: string | null;
  /** The date the report was read for: the server's today when none was asked for. */
  answered: string | undefined;
  onChange(date: string): void;
}

/**
 * The date a report is read as of, so an auditor can see a past date: the one asked for, else the
 * one the report answered for.
 */
export function AsOfDateField({ t, asked, answered, onChange }: AsOfDateFieldProps) {
  return (
    <DateField
      label={t('asOf.label')}
      description={t('asOf.description')}
      value={asked ?? answered ?? null}
      onChange={onChange}
      maw={{ base: '100%', sm: 280 }}
    />
  );
}
