import type { ChatTurn, Conversation, MessageFeedback } from '@switchboard/domain';
import { callerPlatformCall } from '../platform-api/caller-platform-call';
import type { PlatformAddress } from '../platform-api/platform-client';

/**
 * The Bots API calls of a chat turn and of the answer feedback operations, on the caller's
 * token like every other gateway call, so the platform alone decides who may read the
 * conversation and store the turn, the rating or the improvement.
 */
export function turnPlatform(config: PlatformAddress) {
  const call = callerPlatformCall(config);
  const conversationPath = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;
  return {
    storedTurn: (token: string, conversationId: string, key: string) =>
      call<ChatTurn>(token, 'GET', `${conversationPath(conversationId)}/turns/${key}`),
    conversation: (token: string, conversationId: string) =>
      call<Conversation>(token, 'GET', conversationPath(conversationId)),
    storeTurn: (token: string, conversationId: string, body: unknown) =>
      call<ChatTurn>(token, 'POST', `${conversationPath(conversationId)}/turns`, body),
    /** The console's side of a rating or an improvement (feedback-operations/feedback-operation-routes.ts). */
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
