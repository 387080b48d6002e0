import { Worker } from 'node:worker_threads';

// What the process gets to exit on its own (with code 1) before the watchdog ends it.
const OWN_EXIT_MARGIN_MS = 250;

/*
 * A thread of its own that ends the process at the deadline: a timer on the main thread
 * fires only when that thread is free, and one busy in a long database statement (PGlite
 * runs PostgreSQL on it) or on an overloaded machine overran SHUTDOWN_TIMEOUT_MS by
 * seconds. It writes straight to stderr, since the main thread relays a worker's output.
 */
const WATCHDOG = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
setTimeout(() => {
  writeSync(2, workerData.message + '\\n');
  process.kill(workerData.pid, 'SIGKILL');
}, workerData.ms);
`;

/**
 * From now, the process ends within `ms` whatever it is doing: with code 1 from its own
 * thread when that is free just before, else killed by a watchdog thread at `ms`.
 */
export function exitDeadline(ms: number, label: string): void {
  setTimeout(
    () => {
      console.error(`${label} still closing after ${ms - OWN_EXIT_MARGIN_MS} ms: exiting`);
      process.exit(1);
    },
    Math.max(0, ms - OWN_EXIT_MARGIN_MS),
  ).unref();
  new Worker(WATCHDOG, {
    eval: true,
    workerData: { ms, pid: process.pid, message: `${label} still closing after ${ms} ms: killed` },
  }).unref();
}
