import type { ChildProcess } from 'node:child_process';

/**
 * How long a server may take to print its address. Shared two-core machines under load
 * take a minute to migrate and seed, hence 120 s.
 */
export const START_LIMIT_MS = 120_000;

export interface ChildService {
  url: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Waits until a server started in `child` prints the address it listens on (the first
 * group of `listening`), collecting everything it prints for failure messages.
 */
export async function untilListening(
  child: ChildProcess,
  listening: RegExp,
  name: string,
): Promise<ChildService> {
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start in ${START_LIMIT_MS / 1000} s:\n${output}`)),
      START_LIMIT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = listening.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before listening:\n${output}`));
    });
  });
  return { url, output: () => output, exited };
}
