#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, run the whole console.
import { ensureInstalled, runTypeScript } from './ensure-installed.mjs';

ensureInstalled();
runTypeScript('tooling/src/stack/start-cli.ts');
