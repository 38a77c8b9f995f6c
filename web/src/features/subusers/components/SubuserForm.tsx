import { subuserRegisterBody } from '@lar/contracts/auth';
import type { NewAccountValues } from '../../../components/NewAccountFields.tsx';
import { NewAccountForm } from '../../../components/NewAccountForm.tsx';
import { useRegisterSubuser } from '../api.ts';
import { SUBUSERS_NS } from '../namespace.ts';

const EMPTY: NewAccountValues = { username: '', email: '', password: '' };

/** Registers a sub-user of the signed-in admin; the list reloads on success. */
export function SubuserForm() {
  return (
    <NewAccountForm
      namespace={SUBUSERS_NS}
      schema={subuserRegisterBody}
      initialValues={EMPTY}
      save={useRegisterSubuser()}
      fallbackKey={`${SUBUSERS_NS}:registerError`}
    />
  );
}
