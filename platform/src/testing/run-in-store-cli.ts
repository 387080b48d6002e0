import path from 'node:path';
import { runStoreScenario, type StoreScenarios } from './store-scenario';

/**
 * runInStore's script outside a test run, through tsx: runs export argv[3] of module
 * argv[2] (a path under src/). A test run bundles the module with store-scenario.ts instead.
 */
async function main() {
  const [, , modulePath = '', exportName = ''] = process.argv;
  const scenarios = (await import(path.join(__dirname, '..', modulePath))) as StoreScenarios;
  await runStoreScenario(scenarios, exportName);
}

void main();
