import { Select } from '@mantine/core';

interface ChoiceFilterProps<Value extends string> {
  label: string;
  /** What the empty filter reads, e.g. "All statuses". */
  placeholder: string;
  /** The chosen value; '' for none (the filter is off). */
  value: Value | '';
  choices: ReadonlyArray<{ value: Value; label: string }>;
  onChange(value: Value | ''): void;
}

/** A filter bar's choice among fixed values (a status, yes or no), cleared back to '' (any). */
export function ChoiceFilter<Value extends string>(props: ChoiceFilterProps<Value>) {
  const { choices, onChange } = props;
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      clearable
      value={props.value || null}
      onChange={(chosen) => onChange(choices.find((choice) => choice.value === chosen)?.value ?? '')}
      data={choices}
    />
  );
}

interface StatusFilterProps<Value extends string> {
  /** The feature's texts: `filters.status`, `filters.allStatuses` and each `statuses.<value>`. */
  t(key: string): string;
  statuses: readonly Value[];
  value: Value | '';
  onChange(value: Value | ''): void;
}

/** A filter bar's choice of one of the records' statuses. */
export function StatusFilter<Value extends string>({
  t,
  statuses,
  value,
  onChange,
}: StatusFilterProps<Value>) {
  return (
    <ChoiceFilter
      label={t('filters.status')}
      placeholder={t('filters.allStatuses')}
      value={value}
      onChange={onChange}
      choices={statuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
    />
  );
}
