// Heap figures over the Chrome DevTools Protocol, shared by bench/browser.mjs,
// bench/heap-diff.mjs and bench/heap-steps.mjs, so each reads the heap the same way.

/**
 * The heap in use after full collections (three `HeapProfiler.collectGarbage`: one pass can
 * leave garbage that only the next finds): `js` is V8's heap (what `performance.memory`
 * reports), `dom` is Blink's, where the DOM nodes themselves live.
 */
export async function collectedHeap(cdp) {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize, embedderHeapUsedSize = 0 } = await cdp.send('Runtime.getHeapUsage');
  return { js: usedSize, dom: embedderHeapUsedSize };
}

/** Takes a heap snapshot and calls `visit(type, name, selfSize)` for each of its nodes. */
export async function eachSnapshotNode(cdp, visit) {
  let json = '';
  const onChunk = ({ chunk }) => (json += chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const { snapshot, nodes, strings } = JSON.parse(json);
  const { node_fields: fields, node_types: [types] } = snapshot.meta;
  const iType = fields.indexOf('type');
  const iName = fields.indexOf('name');
  const iSize = fields.indexOf('self_size');
  for (let i = 0; i < nodes.length; i += fields.length) visit(types[nodes[i + iType]], strings[nodes[i + iName]], nodes[i + iSize]);
}
