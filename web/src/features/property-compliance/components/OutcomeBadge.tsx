import { type BadgeFill, filledBadgeProps, STATUS_FILLS } from '../../../components/badge-colors.ts';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import type { Outcome } from '../compliance-tests.ts';
import { PROPERTY_COMPLIANCE_NS } from '../namespace.ts';

/** Fills with text that stays readable on them (WCAG AA); the word says the outcome, not the colour. */
const COLORS: Record<Outcome, BadgeFill> = {
  pass: STATUS_FILLS.pass,
  fail: STATUS_FILLS.fail,
  figure: { bg: 'blue.8', text: 'white' },
  notApplicable: STATUS_FILLS.neutral,
};

export function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  const look = filledBadgeProps(COLORS[outcome]);
  return <StatusBadge namespace={PROPERTY_COMPLIANCE_NS} wordKey={`outcome.${outcome}`} look={look} />;
}
