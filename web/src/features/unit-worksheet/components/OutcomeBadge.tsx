import {
  type BadgeFill,
  FAIL_FILL,
  filledBadgeProps,
  NEUTRAL_FILL,
  PASS_FILL,
} from '../../../components/badge-colors.ts';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { UNIT_WORKSHEET_NS } from '../namespace.ts';

export type WorksheetOutcome = 'pass' | 'fail' | 'unknown' | 'over' | 'within';

/** Fills with text that stays readable on them (WCAG AA); the word says the outcome, not the colour. */
const COLORS: Record<WorksheetOutcome, BadgeFill> = {
  pass: PASS_FILL,
  within: PASS_FILL,
  fail: FAIL_FILL,
  over: FAIL_FILL,
  unknown: NEUTRAL_FILL,
};

export const outcomeOf = (passes: boolean | null): WorksheetOutcome =>
  passes === null ? 'unknown' : passes ? 'pass' : 'fail';

export function OutcomeBadge({ outcome }: { outcome: WorksheetOutcome }) {
  return (
    <StatusBadge
      namespace={UNIT_WORKSHEET_NS}
      wordKey={`outcome.${outcome}`}
      look={filledBadgeProps(COLORS[outcome])}
    />
  );
}
