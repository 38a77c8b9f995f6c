/**
 * A record as an update leaves it (decision 037): each of `fields` as sent, or as `stored` when the
 * client left it out (`undefined`: a field sent parses to a value or `null`). What an update's
 * checks read (a unit's program and AMI level, a property's company and contact), so that a field
 * kept is checked as it will stand; the write itself sets only the fields sent.
 */
export function keptOrSent<Changes extends object, Stored extends { [Field in keyof Changes]-?: unknown }>(
  fields: readonly (keyof Changes)[],
  changes: Changes,
  stored: Stored,
): { [Field in keyof Changes]-?: Exclude<Changes[Field], undefined> | Stored[Field] } {
  const merged: Partial<Record<keyof Changes, unknown>> = {};
  for (const field of fields) merged[field] = changes[field] === undefined ? stored[field] : changes[field];
  return merged as { [Field in keyof Changes]-?: Exclude<Changes[Field], undefined> | Stored[Field] };
}
