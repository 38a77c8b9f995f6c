import type { OutboxStatus } from '@lar/contracts/outbox';
import { POSITIVE_BADGE_FILL } from '../../../components/badge-colors.ts';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { OUTBOX_NS } from '../namespace.ts';

const COLOR: Record<OutboxStatus, { color: string; variant: 'filled' | 'light' }> = {
  SENT: { color: POSITIVE_BADGE_FILL, variant: 'filled' },
  WAITING: { color: 'blue', variant: 'light' },
  RETRYING: { color: 'orange', variant: 'light' },
  FAILED: { color: 'red', variant: 'light' },
};

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const look = { ...COLOR[status], autoContrast: true };
  return <StatusBadge namespace={OUTBOX_NS} wordKey={`statuses.${status}`} look={look} />;
}
