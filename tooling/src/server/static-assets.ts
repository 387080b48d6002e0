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

/** Serves a build folder with the console's cache policy, compressed for browsers that accept it. */
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
    // Source maps stay on the build machine for error reporting; the public gets none.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    etag: true,
    lastModified: true,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}
