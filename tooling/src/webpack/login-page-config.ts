import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler, type Configuration, type WebpackPluginInstance } from 'webpack';
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
  /**
   * What a page names the script with: a placeholder until the login build is done, since
   * the host's build runs beside it; `NameLoginScript` puts the URL in its place.
   */
  scriptUrl: () => string;
  /** The plugin that does so, for the host's build. */
  nameScript: WebpackPluginInstance;
}

const SCRIPT_PLACEHOLDER = '__SWITCHBOARD_LOGIN_SCRIPT__';

/**
 * Puts the login page's script URL in the host's pages once the login build is done. The
 * two used to build one after the other, the host waiting for the URL (9 s of a clean
 * build, a third of the host's, with the other core often idle); side by side, the
 * host's page waits only at the end, when the login build has long finished.
 */
class NameLoginScript {
  constructor(private readonly scriptUrl: Promise<string>) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('NameLoginScript', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise(
        'NameLoginScript',
        async (page) => {
          if (!page.html.includes(SCRIPT_PLACEHOLDER)) return page;
          const url = await this.scriptUrl;
          return { ...page, html: page.html.replaceAll(SCRIPT_PLACEHOLDER, url) };
        },
      );
    });
  }
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
  // One production build a process (the CLI's): the URL of its one run.
  let named: (url: string) => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const scriptUrl = new Promise<string>((resolve, reject) => {
    named = resolve;
    failed = reject;
  });
  // Settled on a failed build too, or the host's page would wait for ever.
  scriptUrl.catch(() => undefined);
  const recordScript = (compiler: Compiler) => {
    compiler.hooks.done.tap('LoginPageScript', (stats) => {
      const files = stats.compilation.entrypoints.get('login')?.getFiles() ?? [];
      const script = files.find((file) => file.endsWith('.js'));
      if (script) named(`/${LOGIN_DIR}/${script}`);
      else failed(new Error('The login page build wrote no script'));
    });
    compiler.hooks.failed.tap('LoginPageScript', failed);
  };
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
    scriptUrl: () => SCRIPT_PLACEHOLDER,
    nameScript: new NameLoginScript(scriptUrl),
  };
}

/** The host's files a build of its own leaves alone: the login page's. */
export const keepLoginPage = (file: string) =>
  file === LOGIN_DIR || file.startsWith(`${LOGIN_DIR}/`);
