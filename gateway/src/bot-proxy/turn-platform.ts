import type { ChatTurn, Conversation, MessageFeedback } from '@switchboard/domain';
import type { GatewayConfig } from '../config/gateway-config';
import { PlatformUnavailable, type PlatformAnswer } from '../platform-api/platform-client';

const TIMEOUT_MS = 10_000;

/**
 * The Bots API calls of a chat turn and of the answer feedback operations, on the caller's
 * token like every other gateway call, so the platform alone decides who may read the
 * conversation and store the turn, the rating or the improvement.
 */
export function turnPlatform(config: Pick<GatewayConfig, 'platformUrl' | 'anonKey'>) {
  async function call<T>(
    token: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<PlatformAnswer<T>> {
    let response: Response;
    try {
      response = await fetch(`${config.platformUrl}${path}`, {
        method,
        headers: {
          apikey: config.anonKey,
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PlatformUnavailable(error);
    }
    const text = await response.text();
    if (response.status >= 500) throw new PlatformUnavailable(`${response.status} ${text}`);
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed as T };
  }
  const conversationPath = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;
  return {
    storedTurn: (token: string, conversationId: string, key: string) =>
      call<ChatTurn>(token, 'GET', `${conversationPath(conversationId)}/turns/${key}`),
    conversation: (token: string, conversationId: string) =>
      call<Conversation>(token, 'GET', conversationPath(conversationId)),
    storeTurn: (token: string, conversationId: string, body: unknown) =>
      call<ChatTurn>(token, 'POST', `${conversationPath(conversationId)}/turns`, body),
    /** The console's side of a rating or an improvement (feedback-operation-routes.ts). */
    feedback: (token: string, messageId: string, write: 'rating' | 'improved', body: unknown) =>
      call<MessageFeedback>(
        token,
        'PUT',
        `/api/messages/${encodeURIComponent(messageId)}/${write}`,
        body,
      ),
  };
}

export type TurnPlatform = ReturnType<typeof turnPlatform>;
