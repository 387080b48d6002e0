import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { ConsoleMenuPlugin } from './console-menu-plugin';
import webpack, { type Configuration } from 'webpack';
// Adds `devServer` to webpack's Configuration type.
import type {} from 'webpack-dev-server';
import { buildCache } from './build-cache';
import { buildStamp } from './build-stamp';
import {
  precompressedCopies,
  scriptRule,
  swcMinimizer,
  type Argv,
  type BuildEnv,
} from './build-parts';
import { htmlPages } from './html-pages';
import { keepLoginPage, loginPageBuild } from './login-page-config';
import { remotePageChunkGroups } from './remote-page-groups';
import { sharedChunkGroups } from './shared-chunk-groups';
import { hostProvidedEntries, sharedDependencies } from './shared-deps';
import { standaloneDevServer } from './standalone-dev-server';
import { TakenFromHostPlugin } from './taken-from-host-plugin';

/** Every container's runtime gets it; see the file for why. */
const SHARE_INIT_ONCE_PLUGIN = path.resolve(
  __dirname,
  '../federation-runtime/share-init-once-plugin.ts',
);
/** The host's runtime gets it: it hands the runtime core to remotes built without one. */
const PROVIDE_RUNTIME_CORE_PLUGIN = path.resolve(
  __dirname,
  '../federation-runtime/provide-runtime-core-plugin.ts',
);

export interface FederatedPackageOptions {
  /** Directory of the package whose config this is (`__dirname` of its webpack.config.ts). */
  packageDir: string;
  /** Federation container name, a valid JS identifier. */
  name: string;
  /** Dev-server port for `npm start -w <package>`. */
  devPort: number;
  /** Modules this container exposes; absent for the host. */
  exposes?: Record<string, string>;
  /** Page title of the generated index.html. */
  title: string;
  /**
   * The host's login page: its entry, built on its own without federation in production
   * (login-page-config.ts), and the runtime plugin that hands what it loaded to the console.
   */
  loginPage?: { entry: string; runtimePlugin: string };
}

/**
 * One webpack config shape for the host and all five remotes, so the shared policy,
 * the compiler, cache-friendly file names and the manifest are the same everywhere.
 */
export function createFederatedConfig(options: FederatedPackageOptions) {
  return (env: BuildEnv | undefined, argv: Argv): Configuration | Configuration[] => {
    const production = argv.mode !== 'development';
    const pkg = JSON.parse(fs.readFileSync(path.join(options.packageDir, 'package.json'), 'utf8'));
    const isHost = !options.exposes;
    // A remote's production build is its container alone (remoteEntry.js and what it
    // loads). It runs on the console page's federation runtime core instead of carrying
    // its own (see provide-runtime-core-plugin.ts), so it has no page of its own to start
    // one: a remote's standalone page is its dev server's (`npm start -w mfe-x`).
    const containerOnly = production && !isHost;
    // A development server serves the host's own page for every address.
    const loginPage =
      production && options.loginPage
        ? loginPageBuild(options.packageDir, options.loginPage.entry, pkg.version ?? '0.0.0', env)
        : undefined;
    const runtimePlugins = isHost
      ? [
          SHARE_INIT_ONCE_PLUGIN,
          PROVIDE_RUNTIME_CORE_PLUGIN,
          ...(options.loginPage
            ? [path.resolve(options.packageDir, options.loginPage.runtimePlugin)]
            : []),
        ]
      : [SHARE_INIT_ONCE_PLUGIN];
    const variant = `${production ? 'production' : 'development'}${env?.quick ? '-quick' : ''}`;
    const federated: Configuration = {
      mode: production ? 'production' : 'development',
      context: options.packageDir,
      cache: buildCache(options.name, options.packageDir, variant),
      // The host also builds an entry no page loads: importing every public MUI entry
      // point makes the host provide them all (see PROVIDED_WHOLE_BY_HOST).
      entry: isHost
        ? {
            main: './src/index.ts',
            // Sharing main's runtime is what registers these provides on the page.
            'provide-shared': { import: hostProvidedEntries(options.packageDir), dependOn: 'main' },
          }
        : containerOnly
          ? {}
          : './src/index.ts',
      // Hidden maps: written for error reporting to upload, never referenced nor served.
      devtool: production ? !env?.quick && 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.packageDir, 'dist'),
        // The host serves deep links from its SPA fallback, so its chunks need absolute
        // URLs; a remote is served from wherever the runtime config says, hence 'auto'.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:12].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        uniqueName: options.name,
        clean: loginPage ? { keep: keepLoginPage } : true,
        // Unchanged files are otherwise left with their old times, and `npm start` judges
        // staleness by the manifest's time.
        compareBeforeEmit: false,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [scriptRule(production)],
      },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.SWITCHBOARD_BUILD': JSON.stringify(
            buildStamp(options.packageDir, pkg.version ?? '0.0.0'),
          ),
        }),
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          ...(options.exposes ? { exposes: options.exposes } : { remotes: {} }),
          shared: sharedDependencies(pkg, options.packageDir, { takeFromHost: containerOnly }),
          // 'loaded-first' does not fetch every registered remote's entry before a shared
          // module is used, so a dead remote cannot stall the shell's startup.
          shareStrategy: 'loaded-first',
          runtimePlugins,
          experiments: { externalRuntime: containerOnly },
          manifest: true,
          // Types are a committed .d.ts contract; fetching them needs the remotes served.
          dts: false,
        }),
        ...(containerOnly ? [] : htmlPages(isHost, options.packageDir, options.title, loginPage)),
        ...(loginPage ? [loginPage.nameScript] : []),
        ...(containerOnly
          ? [new TakenFromHostPlugin(new Set(hostProvidedEntries(options.packageDir)))]
          : []),
        ...(options.exposes?.['./manifest']
          ? [
              new ConsoleMenuPlugin(
                path.resolve(options.packageDir, options.exposes['./manifest']),
                pkg.version ?? '0.0.0',
              ),
            ]
          : []),
        ...(production && !env?.quick ? precompressedCopies() : []),
      ],
      optimization: {
        ...(env?.quick ? { minimize: false } : {}),
        minimizer: [swcMinimizer()],
        splitChunks: {
          cacheGroups: {
            ...sharedChunkGroups({ host: isHost }),
            ...(isHost ? {} : remotePageChunkGroups(options.packageDir)),
          },
        },
      },
      performance: { hints: false },
      devServer: {
        // PORT moves it, as it moves `serve`.
        port: Number(process.env.PORT) || options.devPort,
        host: '127.0.0.1',
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // A remote's own page signs in and loads data through the gateway, as in the console.
        ...(isHost ? {} : standaloneDevServer()),
      },
      stats: 'errors-warnings',
    };
    // Side by side in one process: the host's page takes the login script's URL at its end.
    return loginPage ? [loginPage.config, { ...federated, name: options.name }] : federated;
  };
}
