// Browser tests drive Debian's Chromium (never a downloaded browser). Installs it when missing and we may.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(`${CHROMIUM} is missing and cannot be installed here (needs root and apt-get): browser tests will fail.`);
  process.exit(process.env.CI ? 1 : 0);
}
console.log('Installing Debian chromium for the browser tests ...');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null', { stdio: 'inherit' });
if (!existsSync(CHROMIUM)) {
  console.error('chromium did not install');
  process.exit(1);
}
