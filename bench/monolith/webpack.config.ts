import fs from 'node:fs';
import path from 'node:path';
import { buildCache } from '@switchboard/tooling/webpack/build-cache';
import { buildStamp } from '@switchboard/tooling/webpack/build-stamp';
import {
  precompressedCopies,
  scriptRule,
  swcMinimizer,
  type Argv,
} from '@switchboard/tooling/webpack/build-parts';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';

const HOST_DIR = path.resolve(__dirname, '../../host-shell');

/**
 * The console as one ordinary webpack build, for the bench's federated-versus-monolith
 * comparison: the same shell and remote source, the remotes' manifests imported
 * statically, no federation and no shared scope, webpack's default chunk splitting.
 * Options that are not about federation match the federated builds.
 */
export default (_env: unknown, argv: Argv): Configuration => {
  const production = argv.mode !== 'development';
  const pkg = JSON.parse(fs.readFileSync(path.join(HOST_DIR, 'package.json'), 'utf8'));
  return {
    mode: production ? 'production' : 'development',
    context: HOST_DIR,
    // The same persistent cache as the federated builds, so their times compare.
    cache: buildCache('monolith', __dirname, production ? 'production' : 'development'),
    // No async boundary: there is no share scope to negotiate before React loads.
    entry: { main: './src/bootstrap.tsx' },
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      filename: '[name].[contenthash:12].js',
      chunkFilename: '[name].[contenthash:12].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        '@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime-shim.ts'),
      },
    },
    module: { rules: [scriptRule(production)] },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.SWITCHBOARD_BUILD': JSON.stringify(buildStamp(HOST_DIR, pkg.version)),
      }),
      new HtmlWebpackPlugin({
        template: path.join(HOST_DIR, 'src', 'index.html'),
        title: 'Switchboard',
        publicPath: '/',
      }),
      ...(production ? precompressedCopies() : []),
    ],
    optimization: { minimizer: [swcMinimizer()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
