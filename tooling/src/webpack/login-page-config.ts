import path from 'node:path';
import webpack, { type Compiler, type Configuration } from 'webpack';
import { buildCache } from './build-cache';
import { buildStamp } from './build-stamp';
import { precompressedCopies, scriptRule, swcMinimizer, type BuildEnv } from './build-parts';

/** Where the login page's build writes, under the host's dist, and where it is served. */
const LOGIN_DIR = 'login';

/**
 * The host's page as the login address has it, beside index.html (the gateway sends it
 * for /auth/login; gateway/src/shell-page/shell-routes.ts names the same file).
 */
export const LOGIN_PAGE_FILE = 'login.html';

export interface LoginPageBuild {
  /** The plain webpack config of the login page's script. */
  config: Configuration;
  /** The script's URL, once its build is done (the host's build runs after it). */
  scriptUrl: () => string;
}

/**
 * The login page's own build: the host's login entry as an ordinary webpack build, no
 * federation runtime and no share tables, with the MUI the form draws tree-shaken in, as
 * the monolith's first load has it. The federated host's page starts it on the login
 * address and the federated `main` elsewhere (see host-shell/src/index.html and html-pages.ts).
 */
export function loginPageBuild(
  packageDir: string,
  entry: string,
  version: string,
  env: BuildEnv | undefined,
): LoginPageBuild {
  let scriptUrl = '';
  const recordScript = (compiler: Compiler) =>
    compiler.hooks.done.tap('LoginPageScript', (stats) => {
      const files = stats.compilation.entrypoints.get('login')?.getFiles() ?? [];
      const script = files.find((file) => file.endsWith('.js'));
      if (script) scriptUrl = `/${LOGIN_DIR}/${script}`;
    });
  return {
    config: {
      name: 'login',
      mode: 'production',
      context: packageDir,
      cache: buildCache('login', packageDir, env?.quick ? 'production-quick' : 'production'),
      entry: { login: entry },
      devtool: !env?.quick && 'hidden-source-map',
      output: {
        path: path.join(packageDir, 'dist', LOGIN_DIR),
        publicPath: `/${LOGIN_DIR}/`,
        filename: '[name].[contenthash:12].js',
        chunkFilename: '[name].[contenthash:12].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: { rules: [scriptRule(true)] },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.SWITCHBOARD_BUILD': JSON.stringify(buildStamp(packageDir, version)),
        }),
        recordScript,
        ...(env?.quick ? [] : precompressedCopies()),
      ],
      optimization: {
        ...(env?.quick ? { minimize: false } : {}),
        minimizer: [swcMinimizer()],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    },
    scriptUrl: () => {
      if (!scriptUrl) throw new Error('The login page was not built before the host page');
      return scriptUrl;
    },
  };
}

/** The host's files a build of its own leaves alone: the login page's. */
export const keepLoginPage = (file: string) =>
  file === LOGIN_DIR || file.startsWith(`${LOGIN_DIR}/`);
