import { type AmiLevel, type AmiLevelInput, levelKey } from '@lar/contracts/ami-levels';

/** What turning the stored levels into the wanted ones takes, level by level. */
export interface LevelPlan {
  insert: AmiLevelInput[];
  update: Array<{ row: AmiLevel; limitValue: number }>;
  remove: AmiLevel[];
  unchanged: AmiLevel[];
}

/**
 * Matches wanted levels to stored ones by key (year, AMI %, limit type, size or unit type), so a
 * level whose value changes keeps its id and units pointing at it stay valid. Stored levels that
 * are not wanted are removed when `removable` says they are in scope, else kept as they are.
 */
export function planLevels(
  stored: AmiLevel[],
  wanted: AmiLevelInput[],
  removable: (row: AmiLevel) => boolean = () => true,
): LevelPlan {
  const storedByKey = new Map(stored.map((row) => [levelKey(row), row]));
  const plan: LevelPlan = { insert: [], update: [], remove: [], unchanged: [] };
  const wantedKeys = new Set<string>();
  for (const level of wanted) {
    const key = levelKey(level);
    wantedKeys.add(key);
    const row = storedByKey.get(key);
    if (!row) plan.insert.push(level);
    else if (row.limit_value !== level.limit_value) plan.update.push({ row, limitValue: level.limit_value });
    else plan.unchanged.push(row);
  }
  for (const row of stored) {
    if (!wantedKeys.has(levelKey(row)) && removable(row)) plan.remove.push(row);
  }
  return plan;
}
