import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from './cache-policy';

export interface StaticAssetsOptions {
  root: string;
  /** Cross-origin reads are needed when another origin (the shell) loads these files. */
  cors: boolean;
}

/**
 * Serves a build folder with the console's cache policy, compressed for browsers that accept
 * it: from the build's compressed copies where there are some, on the fly otherwise.
 */
export async function registerStaticAssets(app: FastifyInstance, options: StaticAssetsOptions) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Brotli's default quality (11) costs far more CPU per request than it saves in bytes.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyStatic, {
    root: options.root,
    cacheControl: false,
    // The build's brotli and gzip copies (see precompressedCopies), sent without work.
    preCompressed: true,
    // Source maps stay on the build machine for error reporting; the public gets none.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    etag: true,
    lastModified: true,
    setHeaders(res, filePath) {
      // A compressed copy is the file it copies, as far as caching goes.
      res.setHeader('Cache-Control', cacheControlFor(filePath.replace(/\.(br|gz)$/, '')));
      if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}
