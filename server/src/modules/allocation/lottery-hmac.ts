import { createHmac, randomBytes } from 'node:crypto';
import { type HmacSha256, LOTTERY_ALGORITHM, lotteryOrder } from '@lar/contracts/lottery';

/** HMAC-SHA256 by node:crypto, for the contracts' pure shuffle. */
export const nodeHmacSha256: HmacSha256 = (key, message) =>
  createHmac('sha256', key).update(message).digest();

/** A new seed: 32 bytes from the operating system's generator, as 64 hexadecimal digits. */
export const newLotterySeed = (): string => randomBytes(32).toString('hex');

/** The order the documented algorithm gives `entryIds` under `seed` (decision 033). */
export const rankEntries = (seed: string, entryIds: readonly number[]): number[] =>
  lotteryOrder(seed, entryIds, nodeHmacSha256);

export { LOTTERY_ALGORITHM };
