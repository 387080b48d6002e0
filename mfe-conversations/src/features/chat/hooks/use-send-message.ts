import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { Conversation } from '../../../lib/conversation-types';
import { useSendTurnMutation } from '../api/messages-api';
import { newActionKey } from '@switchboard/shared-data';

interface FailedTurn {
  text: string;
  error: string;
  idempotencyKey: string;
}

/**
 * Sends a question as one chat turn: the gateway asks the conversation's bot and stores
 * both messages, and the conversation is read again to show what was stored. A failure
 * keeps the question and its key, so Retry repeats the same turn and the server stores
 * it at most once.
 */
export function useSendMessage(conversation: Conversation | undefined) {
  const [sendTurn] = useSendTurnMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState<FailedTurn | null>(null);

  const sendWithKey = async (text: string, idempotencyKey: string): Promise<boolean> => {
    if (!conversation) return false;
    setFailed(null);
    setPending(text);
    try {
      await sendTurn({ conversationId: conversation.id, text, idempotencyKey }).unwrap();
      return true;
    } catch (error) {
      setFailed({ text, idempotencyKey, error: apiErrorMessage(error, 'Failed to send message') });
      return false;
    } finally {
      setPending(null);
    }
  };

  return {
    send: (text: string) => sendWithKey(text, newActionKey()),
    retry: () =>
      failed ? sendWithKey(failed.text, failed.idempotencyKey) : Promise.resolve(false),
    pending,
    failed,
    dismiss: () => setFailed(null),
  };
}
