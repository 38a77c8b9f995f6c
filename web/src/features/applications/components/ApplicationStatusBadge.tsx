import type { ApplicationStatus } from '@lar/contracts/applications';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPLICATIONS_NS } from '../namespace.ts';

const COLOR: Record<ApplicationStatus, string> = {
  SUBMITTED: 'blue',
  WAITLISTED: 'violet',
  OFFERED: 'orange',
  LEASED: 'teal',
  DECLINED: 'red',
  WITHDRAWN: 'gray',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation(APPLICATIONS_NS);
  return (
    <Badge color={COLOR[status]} variant="light">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
