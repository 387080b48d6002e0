import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../stack/repo-paths';

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  passed?: number;
  failed?: number;
}

/** Runs one command from the repo root with its output shown, and times it. */
export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
}

export async function timed(
  name: string,
  run: () => Promise<Omit<StepResult, 'name' | 'seconds'>>,
): Promise<StepResult> {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = await run();
  return { name, seconds: (Date.now() - started) / 1000, ...result };
}
