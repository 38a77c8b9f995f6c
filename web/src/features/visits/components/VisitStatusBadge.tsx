import type { VisitStatus } from '@lar/contracts/visits';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { VISITS_NS } from '../namespace.ts';

const COLOR: Record<VisitStatus, string> = {
  NEW: 'blue',
  SCHEDULED: 'teal',
  DONE: 'gray',
  CANCELLED: 'red',
  NO_SHOW: 'orange',
};

export function VisitStatusBadge({ status }: { status: VisitStatus }) {
  const look = { color: COLOR[status], variant: 'light', autoContrast: true };
  return <StatusBadge namespace={VISITS_NS} wordKey={`statuses.${status}`} look={look} />;
}
