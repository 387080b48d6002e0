/** The contract ports of `npm start` (each overridable by environment). */
export const GATEWAY_PORT = 4000;
export const PLATFORM_PORT = 4100;
/** The demo help-centre site the platform serves, so staff can crawl without internet. */
export const DEMO_SITE_PORT = 4101;
export const REMOTE_PORTS = {
  bots: 4001,
  conversations: 4002,
  setup: 4003,
  knowledge: 4004,
  analytics: 4005,
} as const;

export type RemoteName = keyof typeof REMOTE_PORTS;
export const REMOTE_NAMES = Object.keys(REMOTE_PORTS) as RemoteName[];
