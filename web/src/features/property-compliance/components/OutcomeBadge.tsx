import {
  type BadgeFill,
  FAIL_FILL,
  filledBadgeProps,
  NEUTRAL_FILL,
  PASS_FILL,
} from '../../../components/badge-colors.ts';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import type { Outcome } from '../compliance-tests.ts';
import { PROPERTY_COMPLIANCE_NS } from '../namespace.ts';

/** Fills with text that stays readable on them (WCAG AA); the word says the outcome, not the colour. */
const COLORS: Record<Outcome, BadgeFill> = {
  pass: PASS_FILL,
  fail: FAIL_FILL,
  figure: { bg: 'blue.8', text: 'white' },
  notApplicable: NEUTRAL_FILL,
};

export function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  const look = filledBadgeProps(COLORS[outcome]);
  return <StatusBadge namespace={PROPERTY_COMPLIANCE_NS} wordKey={`outcome.${outcome}`} look={look} />;
}
