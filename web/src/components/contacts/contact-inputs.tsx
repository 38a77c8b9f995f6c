import { TEXT_MAX } from '@lar/contracts/fields';
import { Checkbox, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

/** A contact form's plain inputs, each labelled from the form's typed label list (contact-fields.ts). */
export interface ContactInputs<V> {
  /** A text of at most TEXT_MAX characters. */
  text(field: keyof V & string, required?: boolean): ReactNode;
  checkbox(field: keyof V & string): ReactNode;
}

export function contactInputs<V>(
  form: UseFormReturnType<V>,
  t: (key: string) => string,
  labels: Readonly<Record<keyof V & string, string>>,
): ContactInputs<V> {
  return {
    text: (field, required = false) => (
      <TextInput
        label={t(labels[field])}
        withAsterisk={required}
        maxLength={TEXT_MAX}
        {...form.getInputProps(field)}
      />
    ),
    checkbox: (field) => (
      <Checkbox label={t(labels[field])} {...form.getInputProps(field, { type: 'checkbox' })} />
    ),
  };
}
