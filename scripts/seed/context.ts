import type { ExclusiveSession } from '../../server/src/db/client.ts';
import type { Random } from './random.ts';

/** Hands out explicit ids per table, continuing across organizations. */
export class IdAllocator {
  private readonly last = new Map<string, number>();

  /** The id the next `take` will start at. */
  peek(table: string): number {
    return (this.last.get(table) ?? 0) + 1;
  }

  /** The first of `count` consecutive new ids for `table`. */
  take(table: string, count: number): number {
    const first = (this.last.get(table) ?? 0) + 1;
    this.last.set(table, first + count - 1);
    return first;
  }
}

export interface SeedContext {
  /** One transaction for the whole load. */
  session: ExclusiveSession;
  random: Random;
  ids: IdAllocator;
  organizationId: number;
  /** Rows per INSERT (one parameter per column, so one round trip carries thousands of rows). */
  batch: number;
}

/**
 * Splits `total` into `parts` whole numbers near the average, at least `min` each, shuffled by
 * moving one at a time between random parts: counts vary realistically and still add up exactly.
 */
export function spread(random: Random, total: number, parts: number, min: number): number[] {
  const base = Math.floor(total / parts);
  const counts = Array.from({ length: parts }, (_, i) => base + (i < total - base * parts ? 1 : 0));
  for (let moves = 0; moves < parts * 2; moves++) {
    const from = random.int(0, parts - 1);
    const to = random.int(0, parts - 1);
    const amount = random.int(0, Math.max(0, Math.floor(base / 3)));
    if ((counts[from] ?? 0) - amount < min) continue;
    counts[from] = (counts[from] ?? 0) - amount;
    counts[to] = (counts[to] ?? 0) + amount;
  }
  return counts;
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
