import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NO_CACHE } from '@switchboard/server-kit/static/cache-policy';
import type { RuntimeConfig } from '@switchboard/domain';
import { shellPage } from './shell-page';

/** Where the console's sign-in form lives. */
const LOGIN_ADDRESS = '/auth/login';

/**
 * The host's page for the login address, which the host build writes beside index.html
 * (tooling/src/webpack/login-page-config.ts): it names the login form's own script where
 * index.html names the console's. A build without it (the bench's monolith, a development
 * build) gets index.html there too, whose console draws the same form.
 */
const LOGIN_PAGE_FILE = 'login.html';

/**
 * The routes that answer with the host's page and the configuration in it: its root, the
 * login address and, through the returned sender, every deep link the not-found handler
 * takes for a page.
 */
export function registerShellRoutes(
  app: FastifyInstance,
  distDir: string,
  config: () => Promise<RuntimeConfig>,
): (reply: FastifyReply) => Promise<FastifyReply> {
  const sender = (file: string) => {
    const page = shellPage(file);
    return async (reply: FastifyReply) =>
      reply
        .header('Cache-Control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(page(await config()));
  };
  const sendShell = sender(path.join(distDir, 'index.html'));
  const loginFile = path.join(distDir, LOGIN_PAGE_FILE);
  const sendLogin = sender(loginFile);
  // Before the static files, which would send the pages without the configuration.
  app.get('/', (_request, reply) => sendShell(reply));
  app.get('/index.html', (_request, reply) => sendShell(reply));
  app.get(LOGIN_ADDRESS, (_request, reply) =>
    fs.existsSync(loginFile) ? sendLogin(reply) : sendShell(reply),
  );
  return sendShell;
}
