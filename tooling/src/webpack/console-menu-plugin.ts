import { pathToFileURL } from 'node:url';
import webpack, { type Compiler } from 'webpack';

/** Published beside mf-manifest.json; the gateway reads it into the runtime config. */
export const CONSOLE_MENU_FILE = 'console-menu.json';

interface ManifestShape {
  title: string;
  menu: readonly ({ icon?: unknown } & Record<string, unknown>)[];
  routes: readonly { path: string; title: string; access: unknown }[];
  widgets?: Record<string, unknown>;
}

/**
 * Writes the remote's menu, routes and widget slots (its manifest without code) as
 * console-menu.json, read from the very manifest module the remote exposes, so the two
 * cannot disagree. The build runs under tsx, which lets it import that TypeScript module.
 * A manifest that cannot be read in Node is a warning, not a failed build: the file is
 * only a fallback for when the remote is down.
 */
export class ConsoleMenuPlugin {
  constructor(
    private readonly manifestPath: string,
    private readonly version: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ConsoleMenuPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'ConsoleMenuPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            const module = (await import(pathToFileURL(this.manifestPath).href)) as {
              default: ManifestShape | { default: ManifestShape };
            };
            const manifest = (
              'default' in module.default ? module.default.default : module.default
            ) as ManifestShape;
            const menu = {
              title: manifest.title,
              version: this.version,
              menu: manifest.menu.map(({ icon: _icon, ...entry }) => entry),
              routes: manifest.routes.map(({ path, title, access }) => ({ path, title, access })),
              widgets: Object.keys(manifest.widgets ?? {}),
            };
            compilation.emitAsset(
              CONSOLE_MENU_FILE,
              new webpack.sources.RawSource(JSON.stringify(menu)),
            );
          } catch (error) {
            compilation.warnings.push(
              new webpack.WebpackError(
                `${CONSOLE_MENU_FILE} not written: ${(error as Error).message}`,
              ),
            );
          }
        },
      );
    });
  }
}
