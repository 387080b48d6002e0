import type { ApiRequest } from '../api/base-api';

/**
 * A call to a bot's own service (knowledge, analytics, health). It goes through the
 * gateway, which holds the service's keys; `path` is under the service's root.
 */
export const botServiceRequest = (
  botId: string,
  path: string,
  errorMessage: string,
  request: Omit<ApiRequest, 'url' | 'target' | 'errorMessage'> = {},
): ApiRequest => ({
  url: `/api/bot-services/${encodeURIComponent(botId)}/${path}`,
  target: 'gateway',
  errorMessage,
  ...request,
});
