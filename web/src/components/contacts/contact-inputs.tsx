import { TEXT_MAX } from '@lar/contracts/fields';
import { Checkbox, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

/** A contact form's plain inputs, each labelled by its field's `contacts:fields.<field>`. */
export interface ContactInputs<V> {
  /** A text of at most TEXT_MAX characters. */
  text(field: keyof V & string, required?: boolean): ReactNode;
  checkbox(field: keyof V & string): ReactNode;
}

export function contactInputs<V>(form: UseFormReturnType<V>, t: (key: string) => string): ContactInputs<V> {
  return {
    text: (field, required = false) => (
      <TextInput
        label={t(`fields.${field}`)}
        withAsterisk={required}
        maxLength={TEXT_MAX}
        {...form.getInputProps(field)}
      />
    ),
    checkbox: (field) => (
      <Checkbox label={t(`fields.${field}`)} {...form.getInputProps(field, { type: 'checkbox' })} />
    ),
  };
}
