// The JS and Blink heaps as prompts come and go in growing numbers (1, 1, 10, 100, 1,000,
// 10,000, 10,000), each figure after full collections: tells the one-time cost of first use
// (the early steps) from growth per prompt (the later ones). `node bench/heap-steps.mjs [variant…]`
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../test/browser.mjs';
import { openPage } from './browser.mjs';
import { collectedHeap } from './heap.mjs';
import { buildLibraries, serve } from './serve.mjs';

const variants = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['ours', 'plain'];
await buildLibraries();
const { server, origin } = await serve();
const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
try {
  for (const variant of variants) {
    const { page } = await openPage(browser, origin, variant);
    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      const { js, dom } = await collectedHeap(cdp);
      return `JS ${(js / 1024).toFixed(0).padStart(6)} KB   Blink ${(dom / 1024).toFixed(0).padStart(6)} KB`;
    };
    console.log(`${variant}\n  start          ${await heap()}`);
    for (const n of [1, 1, 10, 100, 1000, 10_000, 10_000]) {
      await page.evaluate((count) => window.bench.mount(count), n);
      await page.evaluate(() => window.bench.unmount());
      console.log(`  after ${String(n).padEnd(6)}   ${await heap()}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
