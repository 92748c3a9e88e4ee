// Screenshots of every element state, light and dark, wide and 320 px, for a person to look
// at (not a pixel-diff test). Builds the bundle with esbuild, serves states.html, drives the
// interactive states with Playwright and writes PNGs to $SHOTS_DIR (default /tmp/choice-prompts-shots).
//
//   node test/components/visual/shoot.mjs
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, copyFileSync } from 'node:fs';
import { join, extname } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../../browser.mjs';

const out = process.env.SHOTS_DIR ?? '/tmp/choice-prompts-shots';
const site = join(out, 'site');
mkdirSync(site, { recursive: true });
await build({ entryPoints: ['src/bundle.ts'], outfile: join(site, 'bundle.js'), bundle: true, format: 'esm', tsconfig: 'tsconfig.build.json', logLevel: 'warning' });
copyFileSync(new URL('./states.html', import.meta.url), join(site, 'index.html'));

const types = { '.html': 'text/html', '.js': 'text/javascript' };
const server = createServer((req, res) => {
  const file = join(site, req.url === '/' ? 'index.html' : req.url.slice(1));
  let body;
  try {
    body = readFileSync(file);
  } catch {
    return res.writeHead(404).end();
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
}).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });

async function interact(page) {
  await page.locator('#multi .option').nth(0).click();
  await page.locator('#multi .option').nth(1).click();
  await page.locator('#problem .option').nth(0).click();
  await page.locator('#problem [part=submit]').click();
  await page.locator('#confirm .note input').first().fill('Run it on Sunday night.');
  await page.locator('#other .option').nth(1).hover();
  await page.locator('#set .option').first().click();
  await page.locator('#set-missing [part=submit]').click();
  // Leave keyboard focus where the focus figure wants it (a key press makes it :focus-visible).
  await page.mouse.move(0, 0);
  await page.locator('#focus .option').first().focus();
  await page.keyboard.press('ArrowDown');
}

const shots = [];
for (const colorScheme of ['light', 'dark']) {
  for (const width of [760, 320]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme, deviceScaleFactor: 2 });
    page.on('pageerror', (e) => console.error('pageerror', e));
    page.on('console', (m) => m.type() === 'error' && console.error('console', m.text()));
    await page.goto(url);
    await page.waitForFunction(() => window.__ready);
    await interact(page);
    const file = join(out, `states-${colorScheme}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    shots.push(file);
    // One image per state too, to look at closely.
    for (const figure of await page.locator('figure[data-name]').all()) {
      const name = await figure.getAttribute('data-name');
      await figure.screenshot({ path: join(out, `${colorScheme}-${width}-${name}.png`) });
    }
    await page.close();
  }
}
const forced = await browser.newPage({ viewport: { width: 760, height: 900 }, forcedColors: 'active', deviceScaleFactor: 2 });
await forced.goto(url);
await forced.waitForFunction(() => window.__ready);
await interact(forced);
await forced.screenshot({ path: join(out, 'states-forced-colors.png'), fullPage: true });
for (const name of ['multi-limit', 'answered', 'focus', 'set-answered']) {
  await forced.locator(`figure[data-name="${name}"]`).screenshot({ path: join(out, `forced-${name}.png`) });
}
shots.push(join(out, 'states-forced-colors.png'));

await browser.close();
server.close();
console.log(shots.join('\n'));
