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
