/**
 * `npx tsx bench/eval/embeddings/model-cost.ts [model-id …] [--rounds N]`: what each embedded
 * model costs on this machine, side by side in one run. Each model is measured in a process of
 * its own (so one model's freed memory is not counted against the next), the models taking
 * turns for N rounds (default 2) so the machine's load falls on each alike. Per model: the
 * resident memory the loaded session adds once it has embedded (RSS after, less RSS before
 * loading), its load time, and per text, one text a pass on one thread as the service embeds,
 * the wall time and the process's CPU time (user + sys: the fair figure on a shared machine),
 * median / p95, for the evaluation questions and for 100 passages of about 120 words (the
 * questions' own facts stand in for the seeded passages, so no platform is started).
 */
import { fork } from 'node:child_process';
import { EMBEDDED_MODELS, embeddedModel, OnnxEmbedder } from '@switchboard/embedding-model';
import { EVAL_QUESTION_SETS } from '@switchboard/knowledge-service/seed';
import { describeMachine, loadAverage } from '../../support/machine';

interface Timings {
  wall: number[];
  cpu: number[];
}

interface ModelCost {
  model: string;
  loadMs: number;
  addedMb: number;
  query: Timings;
  passage: Timings;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const rssMb = () => process.memoryUsage().rss / 2 ** 20;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function timeEach(embedder: OnnxEmbedder, texts: string[], kind: 'query' | 'passage') {
  const timings: Timings = { wall: [], cpu: [] };
  for (const text of texts) {
    const [wallAt, cpuAt] = [performance.now(), cpuMs()];
    await embedder.embed([text], kind);
    timings.wall.push(performance.now() - wallAt);
    timings.cpu.push(cpuMs() - cpuAt);
  }
  return timings;
}

/** One model, in this process: the child's side. */
async function measure(id: string): Promise<ModelCost> {
  const questions = EVAL_QUESTION_SETS.flatMap((set) => set.answerable.map((q) => q.question));
  const passages = EVAL_QUESTION_SETS.flatMap((set) =>
    set.answerable.map((q) => `${q.question} ${q.fact} `.repeat(6)),
  ).slice(0, 100);
  const before = rssMb();
  const loadAt = performance.now();
  const embedder = await OnnxEmbedder.load(embeddedModel(id));
  if (!embedder) throw new Error(`no weights for ${id}: run obtain-cli.ts ${id}`);
  const loadMs = performance.now() - loadAt;
  await embedder.embed(['warm up'], 'query');
  const query = await timeEach(embedder, questions, 'query');
  const passage = await timeEach(embedder, passages, 'passage');
  const addedMb = rssMb() - before;
  await embedder.close();
  return { model: id, loadMs, addedMb, query, passage };
}

function inChild(id: string): Promise<ModelCost> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, ['--child', id], { execArgv: process.execArgv });
    child.once('message', (cost) => resolve(cost as ModelCost));
    child.once('exit', (code) =>
      code === 0 ? undefined : reject(new Error(`${id}'s measuring process exited ${code}`)),
    );
  });
}

const cell = (values: number[]) =>
  `${quantile(values, 0.5).toFixed(1)} / ${quantile(values, 0.95).toFixed(1)}`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const roundsAt = args.indexOf('--rounds');
  const rounds = roundsAt < 0 ? 2 : Number(args[roundsAt + 1]);
  if (!(rounds >= 1)) throw new Error('--rounds takes a positive number');
  const named = args.filter((arg, i) => !arg.startsWith('--') && i !== roundsAt + 1);
  const ids =
    named.length > 0 ? named.map((id) => embeddedModel(id).id) : EMBEDDED_MODELS.map((m) => m.id);
  console.log(describeMachine());
  const costs = new Map<string, ModelCost[]>(ids.map((id) => [id, []]));
  for (let round = 0; round < rounds; round++)
    for (const id of ids) costs.get(id)!.push(await inChild(id));
  console.log(`load average after: ${loadAverage()}\n`);
  console.log(
    `| model | RSS added (MB, each round) | load (ms) | question wall, median / p95 ms | question CPU | passage (~120 words) wall | passage CPU |\n|---|---|---|---|---|---|---|`,
  );
  for (const [id, runs] of costs) {
    const all = (pick: (cost: ModelCost) => number[]) => runs.flatMap(pick);
    console.log(
      `| ${id} | ${runs.map((r) => r.addedMb.toFixed(0)).join(', ')} | ${runs.map((r) => r.loadMs.toFixed(0)).join(', ')} | ${cell(all((r) => r.query.wall))} | ${cell(all((r) => r.query.cpu))} | ${cell(all((r) => r.passage.wall))} | ${cell(all((r) => r.passage.cpu))} |`,
    );
  }
}

if (process.argv[2] === '--child')
  measure(process.argv[3]!).then(
    (cost) => process.send!(cost, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
