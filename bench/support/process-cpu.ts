import fs from 'node:fs';

/** Time on a CPU and time runnable but waiting for one, in ms. */
export interface RunAndWait {
  runMs: number;
  waitMs: number;
}

interface Thread extends RunAndWait {
  /** The page's main thread: a Chromium renderer's first thread. */
  rendererMain: boolean;
}

const readText = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    // The process or thread ended between the listing and the read.
    return undefined;
  }
};

/** Parent of each process on the machine. */
function parents(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readText(`/proc/${entry}/stat`);
    // The name is in parentheses and may hold spaces; the fields follow the last ")".
    if (stat) byPid.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  return byPid;
}

/** Every process started by this one, however deep. */
export function descendants(): number[] {
  const parent = parents();
  const ours = (pid: number) => {
    for (let at = parent.get(pid) ?? 0; at > 1; at = parent.get(at) ?? 0) {
      if (at === process.pid) return true;
    }
    return false;
  };
  return [...parent.keys()].filter(ours);
}

/** The kernel's scheduler figures of every thread of this process and its descendants. */
function ourThreads(): Map<string, Thread> {
  const threads = new Map<string, Thread>();
  for (const pid of [process.pid, ...descendants()]) {
    const renderer = readText(`/proc/${pid}/cmdline`)?.includes('--type=renderer') ?? false;
    let tids: string[] = [];
    try {
      tids = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      // schedstat: nanoseconds on a CPU, nanoseconds waiting on a run queue, time slices.
      const [run, wait] = (readText(`/proc/${pid}/task/${tid}/schedstat`) ?? '').split(' ');
      if (run === undefined || wait === undefined) continue;
      threads.set(`${pid}/${tid}`, {
        rendererMain: renderer && String(pid) === tid,
        runMs: Number(run) / 1e6,
        waitMs: Number(wait) / 1e6,
      });
    }
  }
  return threads;
}

export interface SchedulingDuring {
  /** The page's main thread (every renderer's, summed: the idle ones add nothing). */
  renderer: RunAndWait;
  /** The bench's other threads: its servers, the browser's other processes, itself. */
  rest: RunAndWait;
}

/**
 * What the kernel's scheduler did with the bench's threads from this call to the returned
 * function's call: time on a CPU, and time ready to run but waiting for a CPU while other
 * work had it. On a shared machine a step's wall time is its own work plus that wait; the
 * wait is the machine's load, not the page.
 */
export function followScheduling(): () => SchedulingDuring {
  const before = ourThreads();
  return () => {
    const during: SchedulingDuring = {
      renderer: { runMs: 0, waitMs: 0 },
      rest: { runMs: 0, waitMs: 0 },
    };
    for (const [key, after] of ourThreads()) {
      const start = before.get(key) ?? { runMs: 0, waitMs: 0 };
      const into = after.rendererMain ? during.renderer : during.rest;
      into.runMs += after.runMs - start.runMs;
      into.waitMs += after.waitMs - start.waitMs;
    }
    return during;
  };
}
