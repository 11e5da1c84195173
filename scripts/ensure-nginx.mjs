// The load balancer of `npm run cluster` and of the cluster reliability tests is Debian's nginx. Installs it when
// missing and we may (root with apt-get), as test/scripts/ensure-chromium.mjs does for the browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Answers the nginx binary's path, installing the Debian package first when it is missing; throws when it cannot. */
export function ensureNginx() {
  if (existsSync(NGINX)) return NGINX;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) throw new Error(`${NGINX} is missing and cannot be installed here (needs root and apt-get): install the Debian package nginx.`);
  console.log('Installing Debian nginx for the load balancer ...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx > /dev/null', { stdio: 'inherit' });
  // The package starts its own service on port 80; ours runs with its own configuration and prefix.
  execSync('(service nginx stop || true) > /dev/null 2>&1', { stdio: 'inherit' });
  if (!existsSync(NGINX)) throw new Error('nginx did not install');
  return NGINX;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensureNginx();
  } catch (error) {
    console.error(error.message);
    process.exit(process.env.CI ? 1 : 0);
  }
}
