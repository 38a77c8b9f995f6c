import type { OutboxStatus } from '@lar/contracts/outbox';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { POSITIVE_BADGE_FILL } from '../../../components/badge-colors.ts';
import { OUTBOX_NS } from '../namespace.ts';

const COLOR: Record<OutboxStatus, { color: string; variant: 'filled' | 'light' }> = {
  SENT: { color: POSITIVE_BADGE_FILL, variant: 'filled' },
  WAITING: { color: 'blue', variant: 'light' },
  RETRYING: { color: 'orange', variant: 'light' },
  FAILED: { color: 'red', variant: 'light' },
};

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation(OUTBOX_NS);
  return (
    <Badge {...COLOR[status]} autoContrast>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
