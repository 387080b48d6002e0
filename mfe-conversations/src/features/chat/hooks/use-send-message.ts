import { useSession } from '@switchboard/shared-auth';
import { assistantMessageObject } from '@switchboard/domain';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { BotSummary, Conversation } from '../../../lib/conversation-types';
import { useAddMessageMutation } from '../api/messages-api';
import { useSendToBotMutation } from '../api/proxy-api';
import { conversationSessionId, nextOrderIndex } from '../lib/chat-turn';

/**
 * Sends a question through the same-origin proxy to the conversation's bot, then stores
 * the question and the reply in order, then refreshes the conversation. A failure keeps
 * the question so Retry sends it again.
 */
export function useSendMessage(
  conversation: Conversation | undefined,
  bot: BotSummary | undefined,
  refresh: () => unknown,
) {
  const { user } = useSession();
  const [sendToBot] = useSendToBotMutation();
  const [addMessage] = useAddMessageMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ text: string; error: string } | null>(null);

  const send = async (text: string): Promise<boolean> => {
    if (!conversation || !bot || !user) return false;
    setFailed(null);
    setPending(text);
    const messages = conversation.messages ?? [];
    try {
      const reply = await sendToBot({
        botPath: bot.botPath,
        chatEndpoint: bot.chatEndpoint,
        message: text,
        session_id: conversationSessionId(messages),
        user_id: user.id,
        metadata: { ...conversation.metadata, conversationId: conversation.id },
      }).unwrap();
      const orderIndex = nextOrderIndex(messages);
      await addMessage({
        conversationId: conversation.id,
        messageType: 'USER',
        content: text,
        messageObject: { query: text },
        orderIndex,
      }).unwrap();
      await addMessage({
        conversationId: conversation.id,
        messageType: 'ASSISTANT',
        content: reply.response,
        messageObject: assistantMessageObject(reply, reply.original_response),
        orderIndex: orderIndex + 1,
      }).unwrap();
      await refresh();
      return true;
    } catch (error) {
      setFailed({ text, error: apiErrorMessage(error, 'Failed to send message') });
      await refresh();
      return false;
    } finally {
      setPending(null);
    }
  };
  return { send, pending, failed, dismiss: () => setFailed(null) };
}
