#!/usr/bin/env node
// `npm test`: install what is missing, build, then the browser tests beside lint, typecheck and the other suites.
import { ensureInstalled, ensureModelWeights, runTypeScript } from './ensure-installed.mjs';

ensureInstalled();
ensureModelWeights();
runTypeScript('tooling/src/test/run-all.ts', process.argv.slice(2));
