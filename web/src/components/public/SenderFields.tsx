import { SENDER_LIMITS, type SenderValues } from '../../lib/public/sender-fields.ts';
import { TextField } from '../FormField.tsx';

/** What a form gives each of its text fields: id, name, label, error, value and where typing goes. */
export interface TextFieldBinding {
  id: string;
  name: string;
  label: string;
  error: string | undefined;
  value: string;
  onValue(value: string): void;
}

interface ReachFieldsProps {
  bind(field: 'email' | 'phone'): TextFieldBinding;
  phoneHint: string;
  phonePlaceholder?: string;
}

/** How the sender is reached: the e-mail and the optional phone (the application asks no name). */
export function ReachFields({ bind, phoneHint, phonePlaceholder }: ReachFieldsProps) {
  return (
    <>
      <TextField
        {...bind('email')}
        required
        type="email"
        autoComplete="email"
        maxLength={SENDER_LIMITS.email}
      />
      <TextField
        {...bind('phone')}
        hint={phoneHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={phonePlaceholder}
        maxLength={14}
      />
    </>
  );
}

interface SenderFieldsProps extends ReachFieldsProps {
  bind(field: keyof SenderValues): TextFieldBinding;
}

/** The sender's name, e-mail and optional phone, as the contact form and the visit request ask them. */
export function SenderFields({ bind, ...reach }: SenderFieldsProps) {
  return (
    <>
      <TextField {...bind('name')} required autoComplete="name" maxLength={SENDER_LIMITS.name} />
      <ReachFields bind={bind} {...reach} />
    </>
  );
}
