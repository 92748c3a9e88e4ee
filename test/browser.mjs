// Finds a Chromium for the test runner: $CHROMIUM_PATH (or $CHROME_PATH), then Debian's
// /usr/bin/chromium, then whatever Playwright has installed itself (undefined → its default).
import { existsSync } from 'node:fs';

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export function findChromium() {
  for (const candidate of [process.env.CHROMIUM_PATH, process.env.CHROME_PATH, '/usr/bin/chromium']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return undefined;
}
