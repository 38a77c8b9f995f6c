import { type BadgeFill, filledBadgeProps, STATUS_FILLS } from '../../../components/badge-colors.ts';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { UNIT_WORKSHEET_NS } from '../namespace.ts';

export type WorksheetOutcome = 'pass' | 'fail' | 'unknown' | 'over' | 'within';

/** Fills with text that stays readable on them (WCAG AA); the word says the outcome, not the colour. */
const COLORS: Record<WorksheetOutcome, BadgeFill> = {
  pass: STATUS_FILLS.pass,
  within: STATUS_FILLS.pass,
  fail: STATUS_FILLS.fail,
  over: STATUS_FILLS.fail,
  unknown: STATUS_FILLS.neutral,
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
