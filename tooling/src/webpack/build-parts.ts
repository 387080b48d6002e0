// The pieces every console build shares, federated or not (the host, the remotes, the
// login page and the bench's monolith), kept apart so each config imports them downward.
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { RuleSetRule } from 'webpack';

/** TypeScript and JSX through swc, for every console build (federated or not). */
export function scriptRule(production: boolean): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    },
  };
}

/** swc's minifier: the same output size as terser's, in a fraction of the time. */
export function swcMinimizer() {
  return new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: {} });
}

/** Scripts and stylesheets, the bulk of every load; pages and manifests change after builds. */
const PRECOMPRESSED = /\.(js|css)$/;

/**
 * Brotli and gzip copies of every script and stylesheet, made once per build at the
 * highest levels; the static servers send them as they are. Compressing per request cost
 * a cold console load up to 190 ms on loopback, at a lower brotli level.
 */
export function precompressedCopies() {
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      test: PRECOMPRESSED,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
    }),
    new CompressionPlugin({
      test: PRECOMPRESSED,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 1024,
    }),
  ];
}

export interface Argv {
  mode?: 'production' | 'development';
}

/** `--env` flags of a console build. */
export interface BuildEnv {
  /**
   * `--env quick`: a production build without minifying, brotli and gzip copies or source
   * maps, which only downloads over a network and error reports gain from; for builds that
   * serve only tests.
   */
  quick?: boolean;
}
