import { parentPort, workerData } from 'node:worker_threads';
import type { ArchiveLimits } from '../extract/archive-limits';
import { runTask, type PipelineTask } from './text-pipeline';

// The entry of the text pipeline's worker thread (started by pipeline-thread.ts).
const port = parentPort!;
const archive = workerData as ArchiveLimits;

port.on('message', async (task: PipelineTask) => {
  try {
    port.postMessage({ ok: true, value: await runTask(task, archive) });
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ ok: false, name: failure.name, message: failure.message });
  }
});
port.postMessage({ ready: true });
