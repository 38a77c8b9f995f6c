import type { ApplicationStatus } from '@lar/contracts/applications';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
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
  const look = { color: COLOR[status], variant: 'light' };
  return <StatusBadge namespace={APPLICATIONS_NS} wordKey={`statuses.${status}`} look={look} />;
}
