import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from './cache-policy';

export interface StaticAssetsOptions {
  root: string;
  /** Cross-origin reads are needed when another origin (the shell) loads these files. */
  cors: boolean;
}

/** Serves a build folder with the console's cache policy. */
export async function registerStaticAssets(app: FastifyInstance, options: StaticAssetsOptions) {
  await app.register(fastifyStatic, {
    root: options.root,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}
