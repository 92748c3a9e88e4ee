import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const views = [
  { name: 'light', query: '', scheme: 'light', width: 1000 },
  { name: 'dark', query: '', scheme: 'dark', width: 1000 },
  { name: 'rtl', query: '?dir=rtl', scheme: 'light', width: 1000 },
  { name: 'narrow', query: '?width=narrow&text=long', scheme: 'light', width: 320 },
];
for (const v of views) {
  const page = await browser.newPage({ colorScheme: v.scheme, viewport: { width: v.width, height: 900 } });
  page.on('pageerror', (e) => console.log('pageerror', v.name, e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', v.name, m.text()));
  await page.goto(`http://127.0.0.1:5199/gallery.html${v.query}`);
  await page.waitForSelector('[data-card="kinds-url"] choice-prompt[state="open"]', { timeout: 60000 });
  for (const card of await page.locator('#kind-cards .stage > *').all()) { await card.scrollIntoViewIfNeeded(); }
  await page.waitForTimeout(800);
  const section = page.locator('section[aria-labelledby="kind-heading"]');
  await section.screenshot({ path: `/tmp/shots14a/${v.name}.png` });
  for (const id of ['kinds-url', 'kinds-refused', 'kinds-confirm']) await page.locator(`[data-card="${id}"]`).screenshot({ path: `/tmp/shots14a/${v.name}-${id}.png` });
  await page.close();
}
await browser.close();
