/**
 * What the page's JavaScript heap holds once the console has signed in and settled,
 * federated against monolith: a heap snapshot of each, summed per kind of object (V8's
 * node type and constructor or, for code and strings, the kind alone), largest difference
 * first. A bigger heap makes every collection during a first visit longer.
 * Run: `npx tsx bench/heap-after-sign-in.ts [--favoured]`.
 */
import type { Page } from '@playwright/test';
import { withSignedInPage } from './support/console-walks';
import { prepareDatabase } from './support/seeded-database';
import { runVariantBench, VARIANTS, type Variant } from './support/variant-bench';

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** Bytes per kind of object in one snapshot. */
function sizesByKind(snapshot: HeapSnapshot): Map<string, { bytes: number; count: number }> {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [type, name, size] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const kinds = new Map<string, { bytes: number; count: number }>();
  for (let at = 0; at < snapshot.nodes.length; at += fields.length) {
    const kind = types[snapshot.nodes[at + type!]!]!;
    // Code, strings and arrays are named by their content: sum them per kind alone.
    const named = kind === 'object' || kind === 'closure' || kind === 'native';
    const key = named ? `${kind} ${snapshot.strings[snapshot.nodes[at + name!]!]}` : kind;
    const entry = kinds.get(key) ?? { bytes: 0, count: 0 };
    entry.bytes += snapshot.nodes[at + size!]!;
    entry.count += 1;
    kinds.set(key, entry);
  }
  return kinds;
}

async function snapshotOf(page: Page): Promise<HeapSnapshot> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  return JSON.parse(chunks.join('')) as HeapSnapshot;
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(2);

runVariantBench(
  1,
  async ({ browser, urls }) => {
    const kinds = {} as Record<Variant, Map<string, { bytes: number; count: number }>>;
    for (const variant of VARIANTS) {
      kinds[variant] = await withSignedInPage(browser, urls[variant], async (page) =>
        sizesByKind(await snapshotOf(page)),
      );
    }
    const total = (variant: Variant) =>
      [...kinds[variant].values()].reduce((sum, { bytes }) => sum + bytes, 0);
    console.log(
      `heap after sign-in: federated ${mb(total('federated'))} MB, monolith ${mb(total('monolith'))} MB`,
    );
    console.log('  federated MB (count)   monolith MB (count)   kind');
    const keys = new Set([...kinds.federated.keys(), ...kinds.monolith.keys()]);
    const none = { bytes: 0, count: 0 };
    [...keys]
      .map((key) => ({
        key,
        fed: kinds.federated.get(key) ?? none,
        mono: kinds.monolith.get(key) ?? none,
      }))
      .sort((a, b) => Math.abs(b.fed.bytes - b.mono.bytes) - Math.abs(a.fed.bytes - a.mono.bytes))
      .slice(0, 40)
      .forEach(({ key, fed, mono }) =>
        console.log(
          `  ${mb(fed.bytes).padStart(7)} (${String(fed.count).padStart(6)})   ${mb(mono.bytes).padStart(7)} (${String(mono.count).padStart(6)})   ${key}`,
        ),
      );
  },
  (dataDir, platformUrl) => prepareDatabase(dataDir, platformUrl),
);
