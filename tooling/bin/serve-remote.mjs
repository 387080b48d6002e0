#!/usr/bin/env node
// Serves the build of the remote in the current folder: `npm run serve -w mfe-bots`.
// PORT and HOST choose where; the package's devPort is the default.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../src/server/serve-remote-cli.ts', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
