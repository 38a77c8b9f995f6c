import { versionConflict } from './app-error.ts';

/**
 * The version an update is applied at, from the one its client had read (`given`) and the locked
 * row's (`current`). Another version than the current one is refused with 409; none given means
 * the last write wins (decision 018), and the audit record says so (`versionGiven`).
 */
export function versionToApply(given: number | undefined, current: number): number {
  if (given !== undefined && given !== current) throw versionConflict();
  return current;
}
