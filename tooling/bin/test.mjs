#!/usr/bin/env node
// `npm test`: install what is missing, then lint, typecheck, unit tests, build, browser tests.
import { ensureInstalled, runTypeScript } from './ensure-installed.mjs';

ensureInstalled();
runTypeScript('tooling/src/test/run-all.ts', process.argv.slice(2));
