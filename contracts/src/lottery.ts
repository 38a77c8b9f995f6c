/**
 * A listing's lottery (decision 033): a Fisher–Yates shuffle of the entries whose random numbers
 * come from HMAC-SHA256 keyed by the run's seed, so anyone holding the seed and the entries' ids
 * gets the same order. Pure: the HMAC is passed in (node:crypto on the server, any SHA-256 HMAC in
 * a browser or a script), and nothing here reads a clock or a random source.
 *
 * The algorithm, step by step (`LOTTERY_ALGORITHM` names it; a change of any step is a new name):
 * 1. The entries are the application ids in ascending order.
 * 2. The key is the seed's 32 bytes (64 hexadecimal digits).
 * 3. The k-th random number (k = 0, 1, 2, ...) is the first 4 bytes, read big-endian as an
 *    unsigned 32-bit integer, of HMAC-SHA256(key, k as 8 bytes big-endian).
 * 4. A uniform index below n (1 <= n <= 2^32) takes the next random number r; when
 *    r >= 2^32 - (2^32 mod n) it is rejected and the next one taken, so every index is equally
 *    likely; the index is r mod n.
 * 5. For i from the last position down to 1: j = a uniform index below i + 1; swap positions i and j.
 * 6. The shuffled list is the ranking: its first id has rank 1.
 */

export const LOTTERY_ALGORITHM = 'fisher-yates/hmac-sha256/u32-rejection/v1';

/** The version of an algorithm's name: its last part (`v1`), shown and exported beside the name. */
export function lotteryAlgorithmVersion(algorithm: string): string {
  const at = algorithm.lastIndexOf('/');
  return at < 0 ? '' : algorithm.slice(at + 1);
}

/** HMAC-SHA256 of `message` under `key`: 32 bytes. */
export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => Uint8Array;

const SEED_PATTERN = /^[0-9a-f]{64}$/;
const TWO_32 = 2 ** 32;

export function isLotterySeed(seed: string): boolean {
  return SEED_PATTERN.test(seed);
}

function seedBytes(seed: string): Uint8Array {
  if (!isLotterySeed(seed)) throw new Error('A lottery seed is 64 lowercase hexadecimal digits');
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(seed.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The k-th random number of step 3. */
function randomWord(hmac: HmacSha256, key: Uint8Array, counter: number): number {
  const message = new Uint8Array(8);
  // Counters stay below 2^53: the high and low 32 bits of the 8-byte big-endian number.
  const high = Math.floor(counter / TWO_32);
  const low = counter % TWO_32;
  const view = new DataView(message.buffer);
  view.setUint32(0, high);
  view.setUint32(4, low);
  const digest = hmac(key, message);
  if (digest.length < 4) throw new Error('HMAC-SHA256 gave fewer than 4 bytes');
  return (
    (((digest[0] as number) << 24) |
      ((digest[1] as number) << 16) |
      ((digest[2] as number) << 8) |
      (digest[3] as number)) >>>
    0
  );
}

/**
 * The entries' ids in rank order (the first has rank 1). `entryIds` may come in any order: they are
 * sorted ascending first (step 1); an id given twice is refused.
 */
export function lotteryOrder(seed: string, entryIds: readonly number[], hmac: HmacSha256): number[] {
  const key = seedBytes(seed);
  const order = [...entryIds].sort((a, b) => a - b);
  for (let i = 1; i < order.length; i++) {
    if (order[i] === order[i - 1]) throw new Error(`Entry ${order[i]} is given twice`);
  }
  let counter = 0;
  const uniformBelow = (n: number): number => {
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const r = randomWord(hmac, key, counter);
      counter += 1;
      if (r < limit) return r % n;
    }
  };
  for (let i = order.length - 1; i >= 1; i--) {
    const j = uniformBelow(i + 1);
    const held = order[i] as number;
    order[i] = order[j] as number;
    order[j] = held;
  }
  return order;
}
