import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Compilation, type Module } from 'webpack';
import { TakenFromHostPlugin } from './taken-from-host-plugin';

/** A container exposing one `.mjs` module that default-imports a library taken from the host. */
function fixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taken-from-host-'));
  const lib = path.join(dir, 'node_modules', 'host-lib');
  fs.mkdirSync(lib, { recursive: true });
  fs.writeFileSync(
    path.join(lib, 'package.json'),
    JSON.stringify({ name: 'host-lib', version: '1.0.0', main: 'index.mjs' }),
  );
  fs.writeFileSync(path.join(lib, 'index.mjs'), 'export default function greet() {}\n');
  fs.writeFileSync(
    path.join(dir, 'page.mjs'),
    "import greet from 'host-lib';\nexport const run = () => greet();\n",
  );
  return dir;
}

interface Built {
  errors: string[];
  /** What each consume-shared module answers a strict (`.mjs`) importer. */
  exportsTypes: string[];
}

function build(hostProvides: string[]): Promise<Built> {
  const dir = fixture();
  const exportsTypes: string[] = [];
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: {},
    output: { path: path.join(dir, 'dist') },
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture',
        filename: 'remoteEntry.js',
        exposes: { './page': './page.mjs' },
        shared: { 'host-lib': { import: false, singleton: true, requiredVersion: false } },
        dts: false,
        manifest: false,
      }),
      new TakenFromHostPlugin(new Set(hostProvides)),
      {
        apply: (c: webpack.Compiler) =>
          c.hooks.thisCompilation.tap('ReadExportsType', (compilation: Compilation) =>
            compilation.hooks.finishModules.tap('ReadExportsType', (modules) => {
              for (const module of modules as Iterable<Module>) {
                if (module.type !== 'consume-shared-module') continue;
                exportsTypes.push(module.getExportsType(compilation.moduleGraph, true));
              }
            }),
          ),
      },
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => fs.rmSync(dir, { recursive: true, force: true }));
      if (error || !stats) return reject(error ?? new Error('no stats'));
      resolve({ errors: stats.compilation.errors.map((e) => e.message), exportsTypes });
    }),
  );
}

describe("a remote's shared modules taken from the host", () => {
  it("are read for __esModule at run time, so an .mjs importer gets the host's default export", async () => {
    const built = await build(['host-lib']);
    expect(built.errors).toEqual([]);
    // Without the plugin: 'default-with-named', the whole namespace as the default export.
    expect(built.exportsTypes).toEqual(['dynamic']);
  });

  it('fail the build when the host does not provide them', async () => {
    const built = await build(['another-lib']);
    expect(built.errors).toEqual([expect.stringContaining('host-lib is taken from the host')]);
  });
});
