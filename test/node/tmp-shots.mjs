import { startDemo, launchBrowser, openPage } from './e2e/support.mjs';
const ids = process.argv.slice(2);
const demo = await startDemo();
const browser = await launchBrowser();
for (const scheme of ['light', 'dark']) {
  const { page } = await openPage(browser, { colorScheme: scheme, viewport: { width: 900, height: 900 } });
  await page.goto(new URL('gallery.html', demo.url).href);
  await page.addStyleTag({ content: '.controls{position:static!important}' });
  for (const id of ids) {
    const el = page.locator(`[data-card="${id}"]`);
    await el.waitFor();
    await el.scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await el.screenshot({ path: `/tmp/shot-${id}-${scheme}.png` });
  }
}
await browser.close(); await demo.close();
