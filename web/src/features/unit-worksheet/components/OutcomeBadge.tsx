import { type BadgeFill, filledBadgeProps, POSITIVE_BADGE_FILL } from '../../../components/badge-colors.ts';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { UNIT_WORKSHEET_NS } from '../namespace.ts';

export type WorksheetOutcome = 'pass' | 'fail' | 'unknown' | 'over' | 'within';

/** Fills with text that stays readable on them (WCAG AA); the word says the outcome, not the colour. */
const COLORS: Record<WorksheetOutcome, BadgeFill> = {
  pass: { bg: POSITIVE_BADGE_FILL, text: 'white' },
  within: { bg: POSITIVE_BADGE_FILL, text: 'white' },
  fail: { bg: 'red.9', text: 'white' },
  over: { bg: 'red.9', text: 'white' },
  unknown: { bg: 'gray.7', text: 'white' },
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
