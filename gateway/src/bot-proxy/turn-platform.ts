import type { ChatTurn, Conversation, MessageFeedback } from '@switchboard/domain';
import type { GatewayConfig } from '../config/gateway-config';
import { callerPlatformCall } from '../platform-api/caller-platform-call';
import type { PlatformAddress } from '../platform-api/platform-client';

type TurnPlatformConfig = PlatformAddress & Pick<GatewayConfig, 'knowledgeApiKey'>;

/**
 * The Bots API calls of a chat turn and of the answer feedback operations, on the caller's
 * token like every other gateway call, so the platform alone decides who may read the
 * conversation and store the turn, the rating or the improvement. Storing a bot's answer
 * and naming the staff answer that improved one also carry the service credential: the
 * platform takes either only from the gateway, which asked the bot's service itself.
 */
export function turnPlatform(config: TurnPlatformConfig) {
  const call = callerPlatformCall(config);
  const vouched: Record<string, string> = config.knowledgeApiKey
    ? { 'x-api-key': config.knowledgeApiKey }
    : {};
  const conversationPath = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;
  const messagePath = (id: string, write: string) =>
    `/api/messages/${encodeURIComponent(id)}/${write}`;
  return {
    /** The turn under `key`, once `fingerprint` shows the same person asks the same (409 else). */
    storedTurn: (token: string, conversationId: string, key: string, fingerprint: string) =>
      call<ChatTurn>(
        token,
        'GET',
        `${conversationPath(conversationId)}/turns/${key}?fingerprint=${fingerprint}`,
      ),
    conversation: (token: string, conversationId: string) =>
      call<Conversation>(token, 'GET', conversationPath(conversationId)),
    storeTurn: (token: string, conversationId: string, body: unknown) =>
      call<ChatTurn>(token, 'POST', `${conversationPath(conversationId)}/turns`, body, vouched),
    /** The console's side of a rating or an improvement (feedback-operations/feedback-operation-routes.ts). */
    feedback: (token: string, messageId: string, write: 'rating' | 'improved', body: unknown) =>
      call<MessageFeedback>(
        token,
        'PUT',
        messagePath(messageId, write),
        body,
        write === 'improved' ? vouched : {},
      ),
    /** Takes the improved mark back: the answer is in Needs review again. */
    clearImproved: (token: string, messageId: string) =>
      call<MessageFeedback>(token, 'DELETE', messagePath(messageId, 'improved')),
  };
}

export type TurnPlatform = ReturnType<typeof turnPlatform>;
