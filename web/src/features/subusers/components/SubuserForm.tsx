import { subuserRegisterBody } from '@lar/contracts/auth';
import { EMPTY_NEW_ACCOUNT } from '../../../components/NewAccountFields.tsx';
import { NewAccountForm } from '../../../components/NewAccountForm.tsx';
import { useRegisterSubuser } from '../api.ts';
import { SUBUSERS_NS } from '../namespace.ts';

/** Registers a sub-user of the signed-in admin; the list reloads on success. */
export function SubuserForm() {
  return (
    <NewAccountForm
      namespace={SUBUSERS_NS}
      schema={subuserRegisterBody}
      initialValues={EMPTY_NEW_ACCOUNT}
      save={useRegisterSubuser()}
      fallbackKey={`${SUBUSERS_NS}:registerError`}
    />
  );
}
