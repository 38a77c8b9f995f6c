import { useTranslation } from 'react-i18next';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { SubuserForm } from '../components/SubuserForm.tsx';
import { SubusersTable } from '../components/SubusersTable.tsx';
import { SUBUSERS_NS } from '../namespace.ts';

export default function SubusersPage() {
  const { t } = useTranslation(SUBUSERS_NS);
  return (
    <StaffPage title={t('title')} description={t('description')}>
      <SubuserForm />
      <SubusersTable />
    </StaffPage>
  );
}
