// Where the heap that stays after prompts come and go is held: two heap snapshots (page
// start, then after `count` prompts mounted and removed), summed by node type and name, and
// the biggest differences printed. `node bench/heap-diff.mjs [variant=ours] [count=10000]`
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../test/browser.mjs';
import { openPage } from './browser.mjs';
import { collectedHeap, eachSnapshotNode } from './heap.mjs';
import { buildLibraries, serve } from './serve.mjs';

const variant = process.argv[2] ?? 'ours';
const count = Number(process.argv[3] ?? 10_000);

/** Sizes and counts summed by node type and name (strings as one group), after full collections. */
async function snapshot(cdp) {
  await collectedHeap(cdp);
  const sums = new Map();
  let total = 0;
  await eachSnapshotNode(cdp, (type, name, size) => {
    if (type === 'string' || type === 'concatenated string' || type === 'sliced string') name = '(strings)';
    if (name.length > 60) name = name.slice(0, 60) + '…';
    const key = `${type} ${name}`;
    total += size;
    const s = sums.get(key) ?? { size: 0, count: 0 };
    s.size += size;
    s.count++;
    sums.set(key, s);
  });
  return { sums, total };
}

await buildLibraries();
const { server, origin } = await serve();
const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
try {
  const { page } = await openPage(browser, origin, variant);
  const cdp = await page.context().newCDPSession(page);
  const a = await snapshot(cdp);
  await page.evaluate((n) => window.bench.mount(n), count);
  await page.evaluate(() => window.bench.unmount());
  const b = await snapshot(cdp);
  const rows = [];
  for (const [key, s] of b.sums) {
    const before = a.sums.get(key) ?? { size: 0, count: 0 };
    rows.push([key, s.size - before.size, s.count - before.count]);
  }
  for (const [key, s] of a.sums) if (!b.sums.has(key)) rows.push([key, -s.size, -s.count]);
  rows.sort((x, y) => y[1] - x[1]);
  console.log(`${variant}: snapshot total ${(a.total / 1024).toFixed(0)} KB → ${(b.total / 1024).toFixed(0)} KB after ${count}`);
  for (const [key, size, n] of rows.slice(0, 40)) console.log(`${(size / 1024).toFixed(1).padStart(8)} KB ${String(n).padStart(7)}  ${key}`);
} finally {
  await browser.close();
  server.close();
}
