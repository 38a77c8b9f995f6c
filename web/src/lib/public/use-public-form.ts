import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api.ts';
import { apiErrorMessage } from '../error-message.ts';
import { reveal } from './reveal.ts';
import { serverFieldErrors } from './server-field-errors.ts';

export type SendStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; reason: string | null };

export interface PublicFormOptions<Values, Field extends string> {
  initial: Values;
  /** The browser's checks, as `validation.*` keys (or a namespace's) per field. */
  validate(values: Values): Partial<Record<Field, string>>;
  /** The fields in the form's order: the first one in error takes the focus. */
  fieldOrder: readonly Field[];
  fieldId(field: Field): string;
  /** The form's field of a field the server names; null when the form has none. */
  fieldOf(serverField: string, values: Values): Field | null;
  send(values: Values): Promise<void>;
  /** The form's own words for a failure, when it has some (else the error's message). */
  failureReason?(error: unknown): string | null;
  /** Empties the form once sent (a contact message); else it stays for the thank-you state. */
  clearWhenSent?: boolean;
}

/**
 * A public form's handling (the contact form, a visit request): checked before sending, then after
 * every change once a send was tried; the server's field errors at their fields; the focus on the
 * first field in error; the sending, sent and failed states. The answer (the thanks, or why it
 * was not sent) is shown and focused once it is on the page: `outcomeRef` marks it.
 */
export function usePublicForm<Values, Field extends string>(options: PublicFormOptions<Values, Field>) {
  const { i18n } = useTranslation();
  const [values, setValues] = useState<Values>(options.initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [validated, setValidated] = useState(false);
  const [status, setStatus] = useState<SendStatus>({ kind: 'idle' });
  const outcome = useRef<HTMLElement | null>(null);
  // Set when a submission ends without a field in error to take the focus.
  const revealOutcome = useRef(false);
  const outcomeRef = useCallback((element: HTMLElement | null) => {
    outcome.current = element;
  }, []);

  useEffect(() => {
    if (status.kind !== 'sent' && status.kind !== 'failed') return;
    if (!revealOutcome.current) return;
    revealOutcome.current = false;
    reveal(outcome.current);
  }, [status]);

  function focusFirst(found: Partial<Record<Field, string>>) {
    const first = options.fieldOrder.find((field) => found[field]);
    if (first) document.getElementById(options.fieldId(first))?.focus();
  }

  function update(next: Values) {
    setValues(next);
    // After a first attempt, errors follow the input so a fixed field stops complaining.
    if (validated) setErrors(options.validate(next));
    if (status.kind === 'sent' || status.kind === 'failed') setStatus({ kind: 'idle' });
  }

  function reset(next: Values = options.initial) {
    setValues(next);
    setErrors({});
    setValidated(false);
    setStatus({ kind: 'idle' });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setValidated(true);
    const found = options.validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setStatus({ kind: 'sending' });
    try {
      await options.send(values);
      if (options.clearWhenSent) reset();
      revealOutcome.current = true;
      setStatus({ kind: 'sent' });
    } catch (error) {
      const fromServer = serverFieldErrors<Field>(
        error,
        (field) => options.fieldOf(field, values),
        (key) => i18n.exists(key),
      );
      setErrors(fromServer);
      focusFirst(fromServer);
      revealOutcome.current = Object.keys(fromServer).length === 0;
      const own = options.failureReason?.(error) ?? null;
      const explained = error instanceof ApiError && error.fieldErrors.length > 0;
      setStatus({ kind: 'failed', reason: own ?? (explained ? null : apiErrorMessage(error, i18n)) });
    }
  }

  return { values, errors, status, update, submit, reset, outcomeRef };
}
