#!/usr/bin/env node
// Browser tests run in Debian's chromium: Playwright's own browser downloads are not available
// offline, so install the distribution package when it is missing and do nothing otherwise.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

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

if (existsSync(CHROMIUM)) {
  console.log(`ensure-chromium: ${CHROMIUM} is present, nothing to do`);
} else {
  console.log(`ensure-chromium: ${CHROMIUM} is missing, installing Debian's chromium`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  if (!existsSync(CHROMIUM)) {
    console.error(`ensure-chromium: installation finished but ${CHROMIUM} is still missing`);
    process.exit(1);
  }
  console.log(`ensure-chromium: installed ${CHROMIUM}`);
}
