import { useTranslation } from 'react-i18next';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { AccountDetails } from '../components/AccountDetails.tsx';
import { ChangePasswordForm } from '../components/ChangePasswordForm.tsx';
import { LogoutEverywhere } from '../components/LogoutEverywhere.tsx';
import { ACCOUNT_NS } from '../namespace.ts';

/** The signed-in user's own account, for every kind of staff account: who they are, their password, their sessions. */
export default function AccountPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { user, passwordChanged } = useAuth();
  if (!user) return null;
  return (
    <StaffPage title={t('title')} description={t('description')}>
      <AccountDetails user={user} />
      <ChangePasswordForm onChanged={passwordChanged} />
      <LogoutEverywhere />
    </StaffPage>
  );
}
