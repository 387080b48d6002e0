#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, run the whole console.
import { ensureInstalled, ensureModelWeights, runTypeScript } from './ensure-installed.mjs';

ensureInstalled();
ensureModelWeights();
runTypeScript('tooling/src/stack/start-cli.ts');
