import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { shortLivedScript } from '@switchboard/platform/testing/platform-bundle';
import { knowledgeMigrations } from './knowledge-migrations';
import { seedDocId } from '../seed/knowledge/seed-knowledge-types';

const SCENARIO = path.join(__dirname, '../testing/reindex-scenario-cli.ts');
const UPLOADED = '00000000-0000-4000-8000-00000000a001';
const PAGE = '00000000-0000-4000-8000-00000000b001';
const OLD_SENTENCES = [0, 1, 2].map(
  (i) => `Clause ${i} of the old terms covers parcel ${100 + i}.`,
);

type Chunk = { content: string; page_number: number | null };
interface Scenario {
  applied: number[];
  listed: string[];
  first: unknown;
  chunks: Record<'faq' | 'uploaded' | 'processing' | 'page', Chunk[]>;
  counts: Record<string, number>;
  again: { applied: number[]; outcome: unknown };
}

it('re-chunks every stored document and web page once, with the current chunker (PGlite)', () => {
  const run = spawnSync(process.execPath, shortLivedScript(SCENARIO), {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  if (run.status !== 0) throw new Error(`The scenario failed: ${run.stderr}`);
  const seen = JSON.parse(run.stdout) as Scenario;

  // 352 and the migrations released after it.
  expect(seen.applied).toEqual(
    knowledgeMigrations.map((m) => m.version).filter((version) => version >= 352),
  );
  expect(seen.listed.sort()).toEqual([seedDocId(1), UPLOADED, PAGE].sort());
  expect(seen.first).toEqual({ reindexed: 3, failed: [] });
  // The seeded document is read again from its seed: its whole text is back.
  const faq = seen.chunks.faq.map((chunk) => chunk.content).join('\n');
  expect(faq).toMatch(/Open Settings, choose Security and select "Reset password"/);
  expect(faq).toMatch(/backup codes/);
  // The crawled page is chunked again from its stored text, losing nothing.
  expect(seen.chunks.page.map((chunk) => chunk.content).join(' ')).toMatch(
    /The speaker joins 2\.4 GHz Wi-Fi networks only\./,
  );
  // An upload, whose file is not kept, is chunked again from its chunks, each sentence once.
  expect(seen.chunks.uploaded).toEqual([{ content: OLD_SENTENCES.join(' '), page_number: 1 }]);
  expect(seen.chunks.processing).toEqual([]);
  // Term statistics and the owners' counts follow the new chunks.
  expect(seen.counts).toEqual({
    stats_chunks: seen.counts.stored_chunks,
    stored_chunks: seen.chunks.faq.length + seen.chunks.uploaded.length + seen.chunks.page.length,
    faq_chunk_count: seen.chunks.faq.length,
    page_chunk_count: seen.chunks.page.length,
    listed: 0,
  });
  // Idempotent: nothing is listed again, so a second start changes nothing.
  expect(seen.again).toEqual({ applied: [], outcome: { reindexed: 0, failed: [] } });
});
