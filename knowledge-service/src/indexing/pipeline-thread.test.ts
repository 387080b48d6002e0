import { performance } from 'node:perf_hooks';
import { DEFAULT_PIPELINE_SETTINGS, PipelineThread } from './pipeline-thread';
import { runTask, type PipelineTask } from './text-pipeline';

/**
 * The probe's uploads (60 KB of "a" then ".b", 40,000 "[") once froze every caller of the
 * platform for seconds, because they were read on the thread that answers requests. The
 * pipeline reads on a thread of its own: while it reads, the caller's event loop is free,
 * whatever the machine's speed. Checked by the share of the read the caller's loop spent
 * busy (Node's event-loop utilisation), against the same read done on the caller's thread,
 * which shows the measure sees a loop held by a read. The documents are a megabyte of
 * markup each with little text in it, so the read is long beside handing the bytes over
 * and the text back, which the caller does itself.
 */
const HOSTILE: PipelineTask[] = [
  {
    kind: 'document',
    type: 'html',
    bytes: Buffer.from('<div class="a"><span>x</span></div>'.repeat(30_000)),
  },
  { kind: 'document', type: 'html', bytes: Buffer.from('<p><b><i>x</i></b></p>'.repeat(45_000)) },
  { kind: 'page', html: true, body: '<a '.repeat(330_000) },
];

/** The share of `work`'s time during which this thread's event loop was busy. */
async function busyShare(work: () => Promise<unknown>): Promise<number> {
  const before = performance.eventLoopUtilization();
  await work();
  return performance.eventLoopUtilization(before).utilization;
}

const pipeline = new PipelineThread(DEFAULT_PIPELINE_SETTINGS);
afterAll(() => pipeline.stop());

it('reads a document off the thread that answers requests, which stays free meanwhile', async () => {
  const readAll = (read: (task: PipelineTask) => Promise<unknown>) => () =>
    Promise.all(HOSTILE.map(read));
  // Started once first: the worker's start (loading its modules) is not a read.
  await pipeline.run({ kind: 'links', html: '<a href="/x">x</a>' });

  const onThisThread = await busyShare(
    readAll((task) => runTask(task, DEFAULT_PIPELINE_SETTINGS.archive)),
  );
  const inThePipeline = await busyShare(readAll((task) => pipeline.run(task)));
  // Printed for the record: the figures, not just a pass.
  console.log(`busy share of the caller's loop: ${onThisThread} here, ${inThePipeline} piped`);
  expect(onThisThread).toBeGreaterThan(0.8);
  expect(inThePipeline).toBeLessThan(0.5);
});
