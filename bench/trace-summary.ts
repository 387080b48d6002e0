/**
 * Reads traces `bench/trace-visits.ts` wrote and prints, for each, what the page's main
 * thread did from the menu click to the heading: busy and idle time, the idle gaps and
 * what ended each, the time per kind of work, the requests, and the functions V8 sampled
 * most, mapped through the builds' source maps.
 * Run: `npx tsx bench/trace-summary.ts <trace.json>...`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describeFrame, type CallFrame } from './support/source-frames';

/** The fields of an event's data this summary reads. */
interface TraceData {
  url?: string;
  type?: string;
  functionName?: string;
  requestId?: string;
  startTime?: number;
  cpuProfile?: {
    nodes?: { id: number; parent?: number; callFrame: CallFrame }[];
    samples?: number[];
  };
  timeDeltas?: number[];
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time inside the event. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: TraceData };
}

const ms = (us: number) => (us / 1000).toFixed(1);

interface Sample {
  node: number;
  ts: number;
}

/** V8's samples of one renderer, with their nodes (each names its parent). */
function readSamples(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, { callFrame: CallFrame; parent?: number }>();
  const samples: Sample[] = [];
  const profiles = new Map<string, { time: number }>();
  for (const event of events) {
    if (event.name === 'Profile' && event.pid === pid) {
      profiles.set(event.id!, { time: event.args?.data?.startTime ?? 0 });
    }
  }
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.pid !== pid) continue;
    const profile = profiles.get(chunk.id!);
    if (!profile) continue;
    const data = chunk.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas: number[] = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((node: number, i: number) => {
      profile.time += deltas[i] ?? 0;
      samples.push({ node, ts: profile.time });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

type Profile = ReturnType<typeof readSamples>;

/** Time per function between `from` and `to`: its own (self) and with what it called (total). */
function profileBetween({ nodes, samples }: Profile, from: number, to: number) {
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const inWindow = samples.filter((sample) => sample.ts >= from && sample.ts <= to);
  inWindow.forEach((sample, i) => {
    const dt = Math.min((inWindow[i + 1]?.ts ?? to) - sample.ts, 5000);
    let node = nodes.get(sample.node);
    if (!node) return;
    const key = describeFrame(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + dt);
    const seen = new Set<string>();
    while (node) {
      const name = describeFrame(node.callFrame);
      if (!seen.has(name)) total.set(name, (total.get(name) ?? 0) + dt);
      seen.add(name);
      node = node.parent === undefined ? undefined : nodes.get(node.parent);
    }
  });
  return { self, total };
}

const top = (map: Map<string, number>, n: number, keep: (name: string) => boolean = () => true) =>
  [...map.entries()]
    .filter(([name]) => keep(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, t]) => `    ${ms(t)} ${name}`)
    .join('\n');

/** The project's own functions: not a library's, not the engine's. */
const ownCode = (name: string) =>
  !name.includes(' ~') && !name.startsWith('(') && name.includes(':');

function printProfile(profile: Profile, start: number, end: number) {
  const { self, total } = profileBetween(profile, start, end);
  console.log(`  V8 self (top):\n${top(self, 12)}`);
  console.log(`  V8 total (top):\n${top(total, 20)}`);
  console.log(`  V8 total, own code (top):\n${top(total, 15, ownCode)}`);
}

function summarize(file: string) {
  const events: TraceEvent[] = JSON.parse(fs.readFileSync(file, 'utf8')).traceEvents;
  const threadNames = new Map<string, string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name') {
      threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
    }
  }
  const click = events.find(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click',
  );
  if (!click) {
    console.log(`${file}: no click in the trace`);
    return;
  }
  const main = `${click.pid}:${click.tid}`;
  const visitMs = Number(/-(\d+)ms\.json$/.exec(file)?.[1] ?? 0);
  const start = click.ts;
  const end = start + visitMs * 1000;
  const profile = readSamples(events, click.pid);
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main);
  console.log(`\n=== ${path.basename(file)} (main thread ${threadNames.get(main)})`);

  // Top-level tasks clipped to the window.
  const tasks = onMain
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.ts + (event.dur ?? 0) > start - 50_000 &&
        event.ts < end,
    )
    .sort((a, b) => a.ts - b.ts);
  let busy = 0;
  let cpu = 0;
  let cursor = start;
  const gaps: string[] = [];
  for (const task of tasks) {
    const taskEnd = task.ts + (task.dur ?? 0);
    const from = Math.max(task.ts, start);
    const to = Math.min(taskEnd, end);
    if (to <= from) continue;
    if (from - cursor > 4000) {
      const inside = onMain.find(
        (event) =>
          event.ph === 'X' &&
          event.ts >= task.ts &&
          event.ts < taskEnd &&
          event.name !== 'RunTask' &&
          !event.name.startsWith('ThreadController'),
      );
      const detail = inside?.args?.data?.url ?? inside?.args?.data?.functionName ?? '';
      gaps.push(
        `  idle ${ms(from - cursor)} ms at +${ms(cursor - start)}, ended by ${inside?.name ?? '?'} ${detail}`,
      );
    }
    busy += to - from;
    cpu += ((task.tdur ?? 0) * (to - from)) / (task.dur || 1);
    cursor = Math.max(cursor, to);
  }
  if (end - cursor > 4000)
    gaps.push(`  idle ${ms(end - cursor)} ms at +${ms(cursor - start)} to the end`);
  console.log(
    `visit ${visitMs} ms: main thread busy ${ms(busy)} ms (on a CPU ${ms(cpu)} ms), ${tasks.length} tasks`,
  );
  console.log(gaps.join('\n'));

  // Long tasks.
  for (const task of tasks.filter((t) => (t.dur ?? 0) > 15_000)) {
    const children = onMain
      .filter(
        (e) =>
          e.ph === 'X' &&
          e.ts >= task.ts &&
          e.ts < task.ts + task.dur! &&
          e.name !== 'RunTask' &&
          (e.dur ?? 0) > 3000,
      )
      .slice(0, 6)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ' ' + path.basename(e.args.data.url) : ''}${e.args?.data?.type ? ' ' + e.args.data.type : ''} ${ms(e.dur!)}`,
      );
    console.log(
      `  task +${ms(task.ts - start)} for ${ms(task.dur!)} ms (CPU ${ms(task.tdur ?? 0)}): ${children.join(' | ')}`,
    );
    const { total } = profileBetween(profile, task.ts, task.ts + task.dur!);
    console.log(top(total, 6, ownCode));
  }

  // Self time per kind of work, from complete events nested on the main thread.
  const work = onMain
    .filter((event) => event.ph === 'X' && event.ts < end && event.ts + (event.dur ?? 0) > start)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { event: TraceEvent; childTime: number }[] = [];
  const close = (until: number) => {
    while (
      stack.length &&
      stack[stack.length - 1]!.event.ts + (stack[stack.length - 1]!.event.dur ?? 0) <= until
    ) {
      const { event, childTime } = stack.pop()!;
      const clipped = Math.min(event.ts + event.dur!, end) - Math.max(event.ts, start);
      self.set(event.name, (self.get(event.name) ?? 0) + Math.max(0, clipped - childTime));
      if (stack.length) stack[stack.length - 1]!.childTime += Math.max(0, clipped);
    }
  };
  for (const event of work) {
    close(event.ts);
    stack.push({ event, childTime: 0 });
  }
  close(Infinity);
  const kinds = [...self.entries()]
    .filter(([name]) => name !== 'RunTask')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12);
  console.log(`  self time: ${kinds.map(([name, t]) => `${name} ${ms(t)}`).join(', ')}`);

  // Requests.
  const sent = events.filter((e) => e.name === 'ResourceSendRequest');
  for (const request of sent) {
    const id = request.args?.data?.requestId;
    const finish = events.find(
      (e) => e.name === 'ResourceFinish' && e.args?.data?.requestId === id,
    );
    const url = new URL(request.args?.data?.url ?? 'about:blank');
    console.log(
      `  request +${ms(request.ts - start)} → ${finish ? '+' + ms(finish.ts - start) : 'open'} ${url.pathname}${url.search.slice(0, 40)}`,
    );
  }

  printProfile(profile, start, end);
}

for (const file of process.argv.slice(2)) summarize(file);
