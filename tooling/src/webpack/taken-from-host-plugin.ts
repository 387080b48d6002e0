import webpack, { type Compiler, type Module } from 'webpack';

const NAME = 'TakenFromHostPlugin';

/** What the federation plugin's consume-shared module keeps of its `shared` entry. */
interface ConsumeShared {
  type: string;
  options: { shareKey: string; import?: string | false };
  getExportsType: Module['getExportsType'];
}

const isConsumeShared = (module: Module): module is Module & ConsumeShared =>
  module.type === 'consume-shared-module';

/**
 * For a remote's shared modules built without a copy of their own (`import: false`, taken
 * from the host's page), two things the federation plugin does not do:
 *
 * - **How they are imported.** Without a copy webpack cannot see whether the module is ESM
 *   or CommonJS, and the federation plugin's consume module (unlike webpack's own since
 *   5.104) then reads as CommonJS: a `.mjs` importer (MUI X's files) takes the host's
 *   module namespace for its default export. With React and MUI taken this way the
 *   analytics remote's charts failed with "generateUtilityClasses(…) is not a function"
 *   when the remote loaded late (remote-failure.spec.ts), and the first attempt's
 *   "Cannot access … before initialization" on the Businesses page with the Bots remote
 *   down was most likely the same misreading in the grid copy left to it. Answering
 *   "dynamic", as webpack does, checks `__esModule` at run time, right for both kinds.
 * - **That the host provides it.** A remote taking an entry the host's page does not provide
 *   would fail only when a page needs it; the build fails instead, naming the entry.
 */
export class TakenFromHostPlugin {
  constructor(private readonly hostProvides: ReadonlySet<string>) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Before the export analysis (stage 0), the first to ask a module's exports type.
      compilation.hooks.finishModules.tap({ name: NAME, stage: -100 }, (modules) => {
        for (const module of modules) {
          if (!isConsumeShared(module) || module.options.import) continue;
          module.getExportsType = () => 'dynamic';
          const key = module.options.shareKey;
          if (!this.hostProvides.has(key)) {
            compilation.errors.push(
              new webpack.WebpackError(
                `${key} is taken from the host's page (TAKEN_FROM_HOST), which does not provide it: add it to HOST_PROVIDED_ENTRIES in tooling/src/webpack/shared-deps.ts`,
              ),
            );
          }
        }
      });
    });
  }
}
