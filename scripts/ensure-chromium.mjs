#!/usr/bin/env node
// The browser tests run in Debian's chromium headless shell (scripts/lib/chromium.ts): Playwright's
// own browser downloads are not available offline, so install the distribution packages that are
// missing and do nothing otherwise. Arguments name the packages; the default is the headless shell
// the tests need. `npm run lighthouse` asks for the full `chromium` as well.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's package name and the program it installs. */
const PROGRAMS = {
  'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
  chromium: '/usr/bin/chromium',
};

function run(command, args) {
  console.log(`ensure-chromium: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(
      `ensure-chromium: "${command} ${args.join(' ')}" failed (exit ${result.status ?? result.signal})`,
    );
    process.exit(result.status ?? 1);
  }
}

const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['chromium-headless-shell'];
const unknown = wanted.filter((name) => !(name in PROGRAMS));
if (unknown.length > 0) {
  console.error(
    `ensure-chromium: unknown package ${unknown.join(', ')}; known: ${Object.keys(PROGRAMS).join(', ')}`,
  );
  process.exit(2);
}

const missing = wanted.filter((name) => !existsSync(PROGRAMS[name]));
if (missing.length === 0) {
  console.log(`ensure-chromium: ${wanted.map((name) => PROGRAMS[name]).join(', ')} present, nothing to do`);
} else {
  console.log(`ensure-chromium: installing Debian's ${missing.join(', ')}`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', ...missing]);
  const stillMissing = missing.filter((name) => !existsSync(PROGRAMS[name]));
  if (stillMissing.length > 0) {
    console.error(
      `ensure-chromium: installation finished but ${stillMissing.map((name) => PROGRAMS[name]).join(', ')} still missing`,
    );
    process.exit(1);
  }
  console.log(`ensure-chromium: installed ${missing.map((name) => PROGRAMS[name]).join(', ')}`);
}
