// Jest loads a project's `runtime` with require, so this one file is CommonJS.
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/** Set in every test file's global once its modules compile through here (checked by a test). */
const ENGAGED = Symbol.for('switchboard.jest.scriptCompile');

/**
 * Jest's runtime, compiling each module as a script instead of with `vm.compileFunction`.
 *
 * Every test file gets a fresh module registry, so a worker compiles React, MUI and the
 * data grid again for each file: compiling was 12 of the unit suites' 85 busy CPU
 * seconds. V8 keeps compiled scripts per process and hands them out again for the same
 * source and name, to a script in any context, but `compileFunction`, which Jest uses,
 * never gets them: compiling React DOM's development build for 20 fresh contexts took
 * 13.4 ms a time that way against 2.0 ms as a script. So a module is wrapped in a
 * function expression and run as a script in the test file's context: the same
 * parameters, strictness and line numbers (the wrapper shares the first line), compiled
 * once per worker instead of once per file.
 *
 * No dynamic-import hook is given: SWC turns the tests' `import()` into `require`, and
 * without Node's VM modules flag Jest's hook refuses one anyway. A module that does not
 * compile goes to Jest's own compile, which reports it as Jest does. If a Jest
 * release renames what this reaches into, modules fall back to Jest's compile, and
 * `script-compile-runtime.test.ts` fails to say so.
 */
class ScriptCompileRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const executor = this.executor;
    if (typeof executor?.compile !== 'function') return;
    const jestCompile = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      const context = executor.environment.getVmContext();
      if (context == null) return null;
      let script;
      try {
        script = new vm.Script(
          `(function (${executor.injectedModuleParameters.join(', ')}) {${source}\n})`,
          { filename },
        );
      } catch {
        return jestCompile(source, filename);
      }
      executor.environment.global[ENGAGED] = true;
      return script.runInContext(context);
    };
  }
}

module.exports = ScriptCompileRuntime;
