import { ErrorCode } from '@lar/contracts/errors';
import { AppError } from '../../lib/app-error.ts';

/** A problem a published file's reader found: the field it concerns and why it cannot be read. */
export type ImportProblem = { field: string; code: string; message: string };

/** A 400 naming every problem of the file, so the user fixes them all at once; nothing is written. */
export const unreadable = (problems: readonly ImportProblem[]) =>
  new AppError(ErrorCode.VALIDATION_FAILED, problems.map((p) => p.message).join('; '), [...problems]);

/** Whether a reader answered a problem rather than what was asked of it (an area, a year). */
export const isProblem = <T extends object>(value: T | ImportProblem): value is ImportProblem =>
  'code' in value;
