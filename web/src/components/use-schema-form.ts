import { useTranslation } from 'react-i18next';
import { useTranslator } from '../lib/use-translator.ts';
import { type KeyOverrides, type SchemaLike, validateWithSchema } from '../lib/validation.ts';
import { useCheckedForm } from './use-checked-form.ts';

interface SchemaFormInput<Values> {
  /** The feature's i18next namespace: its texts and the schema's messages. */
  namespace: string;
  initialValues: Values;
  /** The shared schema of what the form sends. */
  schema: SchemaLike;
  /** What the schema checks when the values are not the body as they are. */
  toBody?: (values: Values) => unknown;
  overrides?: KeyOverrides;
}

/**
 * A record's form checked by the schema the server checks it with, and the namespace's `t` and
 * translator the form's texts and its save's messages use.
 */
export function useSchemaForm<Values extends object>({
  namespace,
  initialValues,
  schema,
  toBody = (values) => values,
  overrides,
}: SchemaFormInput<Values>) {
  const { t } = useTranslation(namespace);
  const translator = useTranslator(namespace);
  const form = useCheckedForm<Values>({
    initialValues,
    validate: (values) => validateWithSchema(schema, toBody(values), translator, overrides),
  });
  return { t, translator, form };
}
