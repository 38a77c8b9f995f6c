import { SUBMIT_BUTTON_CLASS } from '../FormField.tsx';
import page from './page.module.css';

/**
 * The end of a public form: why the last sending failed (the server's reason after `failure`), then
 * the submit button, disabled and saying so while the form is sent.
 */
export function SendButton(props: {
  status: { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; reason: string | null };
  /** The form's own wording of each of the three. */
  text(key: 'failure' | 'sending' | 'submit'): string;
  /** Marks the failure as the submission's answer, shown and focused (`usePublicForm`). */
  outcomeRef?: (element: HTMLElement | null) => void;
}) {
  const { status, text, outcomeRef } = props;
  const sending = status.kind === 'sending';
  return (
    <>
      {status.kind === 'failed' && (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role="alert"
          className={`lar-message lar-failure ${page.formFailure}`}
        >
          {text('failure')}
          {status.reason && ` ${status.reason}`}
        </p>
      )}
      <button type="submit" className={`${SUBMIT_BUTTON_CLASS} ${page.formSubmit}`} disabled={sending}>
        {sending ? text('sending') : text('submit')}
      </button>
    </>
  );
}
