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

interface SenderFieldsProps {
  bind(field: keyof SenderValues): TextFieldBinding;
  phoneHint: string;
  phonePlaceholder?: string;
}

/** The sender's name, e-mail and optional phone, as every public form asks them. */
export function SenderFields({ bind, phoneHint, phonePlaceholder }: SenderFieldsProps) {
  return (
    <>
      <TextField {...bind('name')} required autoComplete="name" maxLength={SENDER_LIMITS.name} />
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
