import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { LOGIN_PAGE_FILE, type LoginPageBuild } from './login-page-config';

/**
 * The pages a build writes: the host's own (meta description, pre-paint script) or the
 * remotes' shared standalone page. A host with a login page writes its page twice, each
 * naming one script in the head with `defer` as a plain page does, so the browser fetches
 * it while reading the page: index.html the console's `main`, login.html the login page's
 * script (which the gateway sends for the login address) with `main` named for later.
 */
export function htmlPages(
  isHost: boolean,
  packageDir: string,
  title: string,
  loginPage: LoginPageBuild | undefined,
): HtmlWebpackPlugin[] {
  const page = {
    template: isHost
      ? path.join(packageDir, 'src', 'index.html')
      : path.resolve(__dirname, '../../templates/remote-index.html'),
    title,
    // Absolute, so a remote's standalone page loads its script from a deep link too; the
    // console never loads a remote's page, only its manifest and entry.
    publicPath: '/',
    chunks: ['main'],
  };
  if (!loginPage) return [new HtmlWebpackPlugin(page)];
  // The template names the script itself (see host-shell/src/index.html).
  const named = { ...page, inject: false, loginScript: loginPage.scriptUrl };
  return [
    new HtmlWebpackPlugin(named),
    new HtmlWebpackPlugin({ ...named, filename: LOGIN_PAGE_FILE, loginPage: true }),
  ];
}
