import { z } from 'zod';

/**
 * What every stored record's answer ends with: the version an update must name (decision 018) and
 * when it was made and last changed.
 */
export const recordStamps = {
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
};

/**
 * Where a record about a unit stands, as answers name it: the unit by id and number, and its
 * property by id and name (unit numbers repeat across properties).
 */
export const unitPlace = {
  unit_id: z.number().int(),
  unit_number: z.string().nullable(),
  property_id: z.number().int(),
  property_name: z.string(),
};

/** An amount of dollars in an answer: a decimal string with two places ("1450.00"), exact as stored. */
export const money = z.string();
/** An amount an answer may lack (not recorded, or not worked out). */
export const nullableMoney = money.nullable();

/**
 * A stored record's answer: its id first, then its own `fields`, then its stamps. The order is the
 * JSON's order.
 */
export function recordAnswer<const Fields extends z.ZodRawShape>(fields: Fields) {
  return z.object({ id: z.number().int(), ...fields, ...recordStamps });
}
