import { TooManyRequests } from '../../lib/app-error.ts';
import { type Exceeded, type Limit, type RateLimiter, retryAfterSeconds } from '../../lib/rate-limiter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Multiples of LOGIN_RATE_LIMIT_PER_MINUTE (L, default 10); docs/security.md gives the figures.
 * An address tries any accounts 3L times a minute (an office behind one address logs in together);
 * one account from one address L times a minute; one account from all addresses together 5L times
 * an hour, except from addresses that account has logged in from in the last 30 days.
 */
export const ADDRESS_FACTOR = 3;
export const ACCOUNT_CEILING_FACTOR = 5;
export const ACCOUNT_CEILING_WINDOW_MS = HOUR;
export const KNOWN_ADDRESS_MS = 30 * 24 * HOUR;

export type LoginKind = 'main' | 'subuser';

/** Whose password is checked. The two login routes count apart, like the two kinds of account. */
export interface Account {
  kind: LoginKind;
  username: string;
}

const accountName = ({ kind, username }: Account) => `${kind}:${username.trim().toLowerCase()}`;

/**
 * Password guessing limits for login and password change, counted in the shared database windows.
 * A guesser is slowed per address and per account, yet cannot lock the owner out: the per-account
 * ceiling, the only limit other addresses can fill, does not apply to an address the account has
 * already logged in from, and is high enough that ten wrong passwords from ten addresses are far
 * from it anyway.
 */
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly perMinute: number,
  ) {}

  /** Counts one password check before it runs; throws 429 with `Retry-After` when over a limit. */
  async attempt(account: Account, address: string): Promise<void> {
    const name = accountName(account);
    const ceiling: Limit = {
      key: ['login-account', name],
      limit: ACCOUNT_CEILING_FACTOR * this.perMinute,
      windowMs: ACCOUNT_CEILING_WINDOW_MS,
    };
    const exceeded = await this.limiter.hit([
      {
        key: ['login-address', account.kind, address],
        limit: ADDRESS_FACTOR * this.perMinute,
        windowMs: MINUTE,
      },
      { key: ['login-pair', name, address], limit: this.perMinute, windowMs: MINUTE },
      ceiling,
    ]);
    if (exceeded.length === 0) return;
    const onlyCeiling = exceeded.every((e: Exceeded) => e.limit === ceiling);
    if (onlyCeiling && (await this.limiter.isOpen(knownAddressKey(name, address)))) return;
    const seconds = retryAfterSeconds(exceeded);
    throw new TooManyRequests(`Too many login attempts. Try again in ${seconds} s.`, seconds);
  }

  /** After a correct password: this address is the account's own for the next 30 days. */
  async succeeded(account: Account, address: string): Promise<void> {
    await this.limiter.hit([
      {
        key: knownAddressKey(accountName(account), address),
        limit: Number.MAX_SAFE_INTEGER,
        windowMs: KNOWN_ADDRESS_MS,
      },
    ]);
  }
}

const knownAddressKey = (name: string, address: string) => ['login-known', name, address] as const;
