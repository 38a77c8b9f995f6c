import { formatPhone } from '@lar/contracts/format';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { LabelledValue } from './LabelledValue.tsx';

interface ReachValuesProps {
  /** Its phone: ten digits, stored without the country code; null when none was given. */
  person: { email: string; phone: string | null };
  labels: { email: string; phone: string };
  /** What stands for a phone not given. */
  none: ReactNode;
}

/**
 * How to reach the person a request or an application is from, as a record's labelled values:
 * the e-mail opens the mail program, the phone calls it (US numbers, hence +1).
 */
export function ReachValues({ person: { email, phone }, labels, none }: ReachValuesProps) {
  return (
    <>
      <LabelledValue label={labels.email}>
        <Anchor href={`mailto:${email}`}>{email}</Anchor>
      </LabelledValue>
      <LabelledValue label={labels.phone}>
        {phone ? <Anchor href={`tel:+1${phone}`}>{formatPhone(phone)}</Anchor> : none}
      </LabelledValue>
    </>
  );
}
