import { randomBytes } from 'node:crypto';
import { TooManyRequests } from '../../lib/app-error.ts';
import { HOUR, MINUTE, SECOND } from '../../lib/durations.ts';
import { type RateLimiter, retryAfterSeconds } from '../../lib/rate-limiter.ts';

/**
 * Multiples of LOGIN_RATE_LIMIT_PER_MINUTE (L, default 10); docs/security.md gives the figures.
 * An address tries any accounts 3L times a minute (an office behind one address logs in together);
 * one account from one address L times a minute.
 */
export const ADDRESS_FACTOR = 3;
/** Wrong passwords an account takes, from all addresses together, before each further one waits. */
export const FREE_FAILURES = 10;
/** The first wait; each further wrong password doubles it, up to the longest (decision 055). */
export const FIRST_WAIT_MS = SECOND;
export const LONGEST_WAIT_MS = 15 * MINUTE;
/** Wrong passwords are counted per account in windows of a day from the first one. */
export const FAILURES_WINDOW_MS = 24 * HOUR;
export const KNOWN_ADDRESS_MS = 30 * 24 * HOUR;
/** How long the link of the unlock e-mail lets its account's owner past the wait. */
export const UNLOCK_MS = 24 * HOUR;

export type LoginKind = 'main' | 'subuser';

/** Whose password is checked. The two login routes count apart, like the two kinds of account. */
export interface Account {
  kind: LoginKind;
  username: string;
}

const accountName = ({ kind, username }: Account) => `${kind}:${username.trim().toLowerCase()}`;
const knownAddressKey = (name: string, address: string) => ['login-known', name, address] as const;
const failuresKey = (name: string) => ['login-failures', name] as const;
const waitKey = (name: string) => ['login-wait', name] as const;
const unlockKey = (name: string, token: string) => ['login-unlock', name, token] as const;

/** The wait before the next password check of an account after its `failures`-th wrong password. */
export function waitAfter(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES - 1));
}

const tooMany = (seconds: number) =>
  new TooManyRequests(`Too many login attempts. Try again in ${seconds} s.`, seconds);

/**
 * Password guessing limits for login and password change, counted in the shared database windows
 * (decision 055, OWASP Authentication Cheat Sheet, "Login Throttling"). Per address: any accounts,
 * and one account. Per account, from every address together: past a few wrong passwords each
 * further check waits, 1 s doubling up to 15 minutes, so a guesser spread over many addresses gets
 * about a hundred guesses a day. The owner is never locked out: the wait does not apply at an
 * address the account has logged in from, it is never longer than 15 minutes, and the account's
 * e-mail gets a link that lets its holder past it at once.
 */
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly perMinute: number,
  ) {}

  /**
   * Counts one password check before it runs; throws 429 with `Retry-After` when over a limit of
   * the address or while the account's wait runs (unless the address is the account's own or
   * `unlock` is its e-mailed link's token).
   */
  async attempt(account: Account, address: string, unlock?: string): Promise<void> {
    const name = accountName(account);
    const exceeded = await this.limiter.hit([
      {
        key: ['login-address', account.kind, address],
        limit: ADDRESS_FACTOR * this.perMinute,
        windowMs: MINUTE,
      },
      { key: ['login-pair', name, address], limit: this.perMinute, windowMs: MINUTE },
    ]);
    if (exceeded.length > 0) throw tooMany(retryAfterSeconds(exceeded));
    const waitMs = await this.limiter.remainingMs(waitKey(name));
    if (waitMs === 0) return;
    if (await this.limiter.isOpen(knownAddressKey(name, address))) return;
    if (unlock !== undefined && (await this.limiter.isOpen(unlockKey(name, unlock)))) return;
    throw tooMany(Math.max(1, Math.ceil(waitMs / SECOND)));
  }

  /**
   * After a wrong password (of any username, known or not, so the answers do not tell which
   * exist): the account's next check waits as `waitAfter` says. True when this failure starts the
   * wait: the moment to e-mail the owner the unlock link, once per day's window.
   */
  async failed(account: Account): Promise<boolean> {
    const name = accountName(account);
    const failures = await this.limiter.hits(failuresKey(name), FAILURES_WINDOW_MS);
    const wait = waitAfter(failures);
    if (wait > 0) await this.limiter.hold(waitKey(name), wait);
    return failures === FREE_FAILURES + 1;
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

  /** A token for the unlock e-mail's link, good for `UNLOCK_MS`; stored only hashed with the account. */
  async unlockToken(account: Account): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.limiter.hit([
      { key: unlockKey(accountName(account), token), limit: Number.MAX_SAFE_INTEGER, windowMs: UNLOCK_MS },
    ]);
    return token;
  }
}
