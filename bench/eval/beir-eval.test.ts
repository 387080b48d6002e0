import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { shortLivedScript } from '@switchboard/platform/testing/platform-bundle';
import type { BeirResult } from './beir-eval';

const root = path.join(__dirname, '..', '..');

// A five-document BEIR-format set written for this test: `npm run eval -- --beir DIR` reads
// the three files, indexes the corpus through the upload route of a throwaway platform (in
// its own process: PGlite does not load inside jest's module sandbox) and scores the
// judged queries only.
// Its platform is PGlite whichever project runs the suites, so only the PGlite project
// runs it (platform/jest-projects.mjs).
it('indexes a BEIR-format corpus and reports nDCG@10 and Recall@100 over the judged queries', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    shortLivedScript(
      path.join(root, 'bench/eval/eval.ts'),
      '--beir',
      'bench/eval/beir-fixture',
      '--json',
    ),
    { cwd: root, timeout: 120_000 },
  );
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as BeirResult;
  expect(result.documents).toBe(5);
  expect(result.queries).toBe(3);
  // q1 ranks d1 (grade 2) before d4 (grade 1); q3 finds d3; q2 asks in other words
  // ("caffeine", "evening") and still finds d2 by "sleep".
  expect(result.recall100).toBe(1);
  expect(result.ndcg10).toBeGreaterThan(0.9);
});
