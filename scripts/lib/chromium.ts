/**
 * Debian's chromium builds: Playwright's own browser downloads are never used.
 *
 * The browser tests and screenshots drive the headless shell (package `chromium-headless-shell`),
 * which renders with the same Blink as the full browser but carries none of its window and
 * profile machinery: the whole browser suite took 14.3 min with it where the full browser took
 * 19.5 on one host (decision 092).
 * Lighthouse still launches the full browser, as chrome-launcher expects.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The headless shell the browser tests and screenshots run in. */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Quiet, reproducible runs: no sandbox in containers, no background traffic or updates. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
