import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { REPO_ROOT } from '../stack/repo-paths';

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  passed?: number;
  failed?: number;
}

export interface CommandOptions {
  env?: Record<string, string>;
  /** The file the command's output is added to instead of the terminal (a step run beside another). */
  logFile?: string;
  /** Run niced, with every process it starts: it yields the CPU to the browser suite. */
  yieldCpu?: boolean;
}

/** Runs one command from the repo root with its output shown (or logged), and times it. */
export function runCommand(
  command: string,
  args: string[],
  { env = {}, logFile, yieldCpu = false }: CommandOptions = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    const log = logFile ? fs.openSync(logFile, 'a') : undefined;
    const [program, programArgs] = yieldCpu
      ? ['nice', ['-n', '10', command, ...args]]
      : [command, args];
    const child = spawn(program, programArgs, {
      cwd: REPO_ROOT,
      stdio: log === undefined ? 'inherit' : ['ignore', log, log],
      env: { ...process.env, ...env },
    });
    const done = (ok: boolean) => {
      if (log !== undefined) fs.closeSync(log);
      resolve(ok);
    };
    child.on('exit', (code) => done(code === 0));
    child.on('error', () => done(false));
  });
}

export async function timed(
  name: string,
  run: () => Promise<Omit<StepResult, 'name' | 'seconds'>>,
  { announce = true } = {},
): Promise<StepResult> {
  if (announce) console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = await run();
  return { name, seconds: (Date.now() - started) / 1000, ...result };
}
