// One place that knows where Chromium lives, shared by the browser tests, the e2e sweep and the benchmark.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const INSTALL_HINT = 'No Chromium found. Install one: on Debian/Ubuntu `apt-get install -y chromium` (or set CHROME_PATH to a Chrome/Chromium binary).';

/** CHROME_PATH, then `chromium` on PATH, then Playwright's own browser where installed. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, which does not exist. ${INSTALL_HINT}`);
  }
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    try {
      const path = execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      if (path) return path;
    } catch {
      // not on PATH; try the next name
    }
  }
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    if (path && existsSync(path)) return path;
  } catch {
    // playwright-core has no browser of its own here
  }
  throw new Error(INSTALL_HINT);
}

/**
 * Flags for headless Chromium on these machines: no sandbox as root, no background
 * network chatter (the network is closed), and SwiftShader so WebGL (MapLibre) renders.
 * No `--disable-gpu`: it turns WebGL off, and with it every map; SwiftShader is the CPU "GPU".
 */
export const CHROMIUM_ARGS = [
  ...(process.getuid && process.getuid() === 0 ? ['--no-sandbox'] : []),
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
];
