import type { VisitStatus } from '@lar/contracts/visits';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VISITS_NS } from '../namespace.ts';

const COLOR: Record<VisitStatus, string> = {
  NEW: 'blue',
  SCHEDULED: 'teal',
  DONE: 'gray',
  CANCELLED: 'red',
  NO_SHOW: 'orange',
};

export function VisitStatusBadge({ status }: { status: VisitStatus }) {
  const { t } = useTranslation(VISITS_NS);
  return (
    <Badge color={COLOR[status]} variant="light" autoContrast>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
