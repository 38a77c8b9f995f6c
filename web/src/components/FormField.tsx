import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './FormField.module.css';

/** Attributes the control receives so its label, hint and error reach screen readers. */
export interface ControlProps {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children(control: ControlProps): ReactNode;
}

/** The class of a public form's main button (a filled pill); pages add their own placement. */
export const SUBMIT_BUTTON_CLASS = styles.submit ?? '';

/** A label, the control (rendered by `children`), a hint and the field's error. */
export function FormField({ id, label, required = false, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: styles.input ?? '',
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps
  extends Omit<FormFieldProps, 'children'>,
    Omit<InputHTMLAttributes<HTMLInputElement>, keyof ControlProps | 'onChange' | 'value'> {
  value: string;
  onValue(value: string): void;
}

/** A FormField whose control is a plain input; the other attributes go to the input. */
export function TextField({ id, label, required, hint, error, value, onValue, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <input {...control} {...input} value={value} onChange={(event) => onValue(event.target.value)} />
      )}
    </FormField>
  );
}

interface SelectFieldProps extends Omit<FormFieldProps, 'children'> {
  name: string;
  value: string;
  onValue(value: string): void;
  /** The first choice, empty, when nothing need be chosen yet ("Any", "Choose"). */
  emptyChoice?: string;
  choices: readonly { value: string; label: ReactNode }[];
}

/** A FormField whose control is a plain select of the given choices. */
export function SelectField({ name, value, onValue, emptyChoice, choices, ...field }: SelectFieldProps) {
  return (
    <FormField {...field}>
      {(control) => (
        <select {...control} name={name} value={value} onChange={(event) => onValue(event.target.value)}>
          {emptyChoice !== undefined && <option value="">{emptyChoice}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

interface CheckFieldProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChecked(checked: boolean): void;
}

/** A plain checkbox inside its label, its state given and taken as a boolean. */
export function CheckField({ name, label, checked, onChecked }: CheckFieldProps) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChecked(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** A public form's bordered group of fields, named by its legend. */
export function FieldGroup({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
