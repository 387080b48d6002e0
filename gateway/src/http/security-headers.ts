import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@switchboard/domain';

/** Hashes of the inline scripts the build itself wrote into index.html (the theme boot script). */
export function inlineScriptHashes(indexHtml: string): string[] {
  const scripts = indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi);
  return [...scripts].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

function origins(urls: string[]): string[] {
  const found = new Set<string>();
  for (const url of urls) {
    try {
      found.add(new URL(url).origin);
    } catch {
      // A malformed entry adds nothing: better a remote that fails to load than a wildcard.
    }
  }
  return [...found];
}

/**
 * The console's policy, derived from the runtime config so a moved remote keeps loading:
 * scripts only from this origin, the configured remotes and the build's own inline boot
 * script (by hash), so an injected inline script never runs; calls only to those and the
 * Bots API; no framing. Styles stay inline-capable because the UI library injects them.
 */
export function contentSecurityPolicy(runtime: RuntimeConfig, scriptHashes: string[]): string {
  const remotes = origins(runtime.remotes.map((remote) => remote.entry));
  const api = origins([runtime.apiBaseUrl, runtime.authUrl]);
  const list = (...items: string[][]) => [...new Set(items.flat())].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(["'self'"], remotes, scriptHashes)}`,
    `style-src ${list(["'self'", "'unsafe-inline'"], remotes)}`,
    `img-src ${list(["'self'", 'data:', 'blob:', 'https:'], api, remotes)}`,
    `font-src ${list(["'self'", 'data:'], remotes)}`,
    `connect-src ${list(["'self'"], remotes, api)}`,
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Every answer of the gateway carries the policy and the classic hardening headers. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { indexFile: string; runtimeConfig: () => RuntimeConfig },
) {
  const hashes = inlineScriptHashes(fs.readFileSync(options.indexFile, 'utf8'));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy(options.runtimeConfig(), hashes));
    reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
}
