import type { ClientRequest, IncomingMessage } from 'node:http';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { GATEWAY_PORT } from '@switchboard/server-kit/ports';

/** Where a standalone page reaches the Bots API and the auth service: through its own server. */
export const STANDALONE_PATHS = { api: '/platform-api', auth: '/platform-auth' } as const;

interface PlatformUrls {
  apiBaseUrl: string;
  authUrl: string;
}

/**
 * The gateway refuses a state change whose Origin is not its own. A call this page made is
 * same-origin for the browser, so it goes on as the target's own; a call from another site
 * keeps its Origin (and Sec-Fetch-Site) and is refused there as before.
 */
function sameOriginAsTarget(proxyReq: ClientRequest, req: IncomingMessage): void {
  const origin = req.headers.origin;
  if (origin && URL.canParse(origin) && new URL(origin).host === req.headers.host) {
    proxyReq.setHeader('origin', `${proxyReq.protocol}//${proxyReq.host}`);
  }
}

/**
 * A remote's dev server (`npm start -w mfe-x`) stands in for the gateway: it forwards the
 * runtime config, the gateway's `/api` routes, and the Bots API and auth service the
 * config names, so the page is on one origin like the console and the platform's CORS
 * list (the console's origin only) never has to name a dev port. GATEWAY_URL moves the
 * gateway; the platform is wherever the gateway's runtime config says.
 */
export function standaloneDevServer(
  gatewayUrl = process.env.GATEWAY_URL || `http://127.0.0.1:${GATEWAY_PORT}`,
): Pick<DevServerConfiguration, 'proxy' | 'setupMiddlewares'> {
  let platform: PlatformUrls | null = null;
  const readConfig = async (): Promise<Record<string, unknown> & PlatformUrls> => {
    const response = await fetch(new URL('/runtime-config.json', gatewayUrl));
    if (!response.ok) throw new Error(`the gateway's runtime config answered ${response.status}`);
    const config = (await response.json()) as Record<string, unknown> & PlatformUrls;
    platform = { apiBaseUrl: config.apiBaseUrl, authUrl: config.authUrl };
    return config;
  };
  const platformUrl = (which: keyof PlatformUrls) => async () =>
    (platform ?? (await readConfig()))[which];
  const forward = (context: string, target: string | (() => Promise<string>)) => ({
    context: [context],
    target: typeof target === 'string' ? target : gatewayUrl,
    ...(typeof target === 'string' ? {} : { router: target }),
    changeOrigin: true,
    ...(context === '/api' ? {} : { pathRewrite: { [`^${context}`]: '' } }),
    onProxyReq: sameOriginAsTarget,
  });
  return {
    proxy: [
      forward('/api', gatewayUrl),
      forward(STANDALONE_PATHS.api, platformUrl('apiBaseUrl')),
      forward(STANDALONE_PATHS.auth, platformUrl('authUrl')),
    ],
    setupMiddlewares: (middlewares, devServer) => {
      // The gateway's config, with the platform reached through this server.
      devServer.app?.get('/runtime-config.json', (req, res) => {
        readConfig()
          .then((config) => {
            const self = `${req.protocol}://${req.headers.host}`;
            res.set('Cache-Control', 'no-store');
            res.json({
              ...config,
              apiBaseUrl: `${self}${STANDALONE_PATHS.api}`,
              authUrl: `${self}${STANDALONE_PATHS.auth}`,
            });
          })
          .catch((error: Error) => {
            res.status(502).json({
              error: `The gateway at ${gatewayUrl} could not be reached (${error.message}); start the stack (npm start) or set GATEWAY_URL`,
            });
          });
      });
      return middlewares;
    },
  };
}
