import type { ComplianceStatus } from '@lar/contracts/compliance/report';
import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type BadgeFill, filledBadgeProps, STATUS_FILLS } from '../badge-colors.ts';
import { COMPLIANCE_STATUS_NS } from './namespace.ts';

/** Fills with text that stays readable on them (WCAG AA); the word says the status, not the colour. */
const COLORS: Record<ComplianceStatus, BadgeFill> = {
  compliant: STATUS_FILLS.pass,
  exception: STATUS_FILLS.fail,
  overridden: { bg: 'yellow.4', text: 'dark.9' },
  incomplete: STATUS_FILLS.neutral,
};

/** A compliance status as a badge whose tooltip says what it means. */
export function ComplianceBadge({ status }: { status: ComplianceStatus }) {
  const { t } = useTranslation(COMPLIANCE_STATUS_NS);
  return (
    <Tooltip label={t(`help.${status}`)} multiline maw={260} withArrow>
      <Badge {...filledBadgeProps(COLORS[status])}>{t(`status.${status}`)}</Badge>
    </Tooltip>
  );
}
