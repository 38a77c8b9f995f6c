import type { LimitLevel } from '../../src/compliance/limits.ts';

/** A table's income limits at `percentage` of AMI, one per household size from 1 person up. */
export const incomeLevels = (percentage: number, values: number[]): LimitLevel[] =>
  values.map((v, i) => ({
    percentage,
    limit_type: 'Income Limit',
    unit_type: String(i + 1),
    limit_value: v,
  }));

/** Cents as dollars, for comparing with a published figure; undefined stays undefined. */
export const dollars = (cents: number | undefined) => (cents === undefined ? undefined : cents / 100);
