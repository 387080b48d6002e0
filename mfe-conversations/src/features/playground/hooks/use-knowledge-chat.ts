import { useSession } from '@switchboard/shared-auth';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { Message } from '../../../lib/conversation-types';
import { historyToMessage } from '../../../lib/history-message';
import {
  useDeleteKnowledgeSessionMutation,
  useKnowledgeChatMutation,
  useKnowledgeSessionMutation,
} from '../api/playground-api';

const PLAYGROUND = 'playground';

/**
 * Chat with the general knowledge service: sending appends the question and the reply
 * and keeps the returned session; opening a session replaces the messages; deleting it
 * empties them and clears the session.
 */
export function useKnowledgeChat() {
  const { user } = useSession();
  const [messages, setMessages] = useState<Message[]>([]);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chat] = useKnowledgeChatMutation();
  const [readSession, { isLoading: opening }] = useKnowledgeSessionMutation();
  const [removeSession, { isLoading: deleting }] = useDeleteKnowledgeSessionMutation();

  const send = async (text: string): Promise<boolean> => {
    if (!user) return false;
    setError(null);
    setPending(text);
    try {
      const reply = await chat({
        message: text,
        user_id: user.id,
        ...(sessionId ? { session_id: sessionId } : {}),
      }).unwrap();
      const at = reply.timestamp;
      setMessages((current) => [
        ...current,
        historyToMessage(
          {
            message_type: 'user',
            message_object: { query: text },
            timestamp: new Date().toISOString(),
          },
          current.length,
          PLAYGROUND,
        ),
        historyToMessage(
          { id: reply.id, message_type: 'assistant', message_object: reply, timestamp: at },
          current.length + 1,
          PLAYGROUND,
        ),
      ]);
      setSessionId(reply.session_id);
      return true;
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Failed to send message'));
      return false;
    } finally {
      setPending(null);
    }
  };

  const open = async (id: string) => {
    setError(null);
    try {
      const session = await readSession(id).unwrap();
      setMessages(
        session.messages.map((entry, index) => historyToMessage(entry, index, PLAYGROUND)),
      );
      setSessionId(session.session_id);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Failed to fetch chat history'));
    }
  };

  const remove = async () => {
    if (!sessionId) return;
    setError(null);
    try {
      await removeSession(sessionId).unwrap();
      setMessages([]);
      setSessionId(null);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Failed to delete session'));
    }
  };

  return {
    messages,
    sessionId,
    pending,
    error,
    busy: Boolean(pending) || opening || deleting,
    send,
    open,
    remove,
    newChat: () => {
      setMessages([]);
      setSessionId(null);
      setError(null);
    },
    dismissError: () => setError(null),
  };
}
