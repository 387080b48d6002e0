import Stack from '@mui/material/Stack';
import type { ApiError } from '@switchboard/shared-data';
import { useConfirmedDelete, useToast } from '@switchboard/shared-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { BotSummary, Message } from '../../../lib/conversation-types';
import type { MarkedText } from '../../../lib/highlighted-text';
import { useDeleteMessageMutation, useUpdateMessageMutation } from '../api/messages-api';
import { MessageBubble } from './message-bubble';
import { MessageEditor } from './message-editor';
import { TypingIndicator } from './typing-indicator';

export interface MessageThreadProps {
  messages: Message[];
  bot: Pick<BotSummary, 'name' | 'avatar'> | undefined;
  /** The question on its way, shown until the reply is stored. */
  pending: string | null;
  /** Stored messages can be edited and deleted; a loaded history cannot. */
  editable: boolean;
  /** What a search found in messages, by message id: their matches are marked. */
  highlights?: ReadonlyMap<string, MarkedText>;
  /** What shows below each stored answer (its rating and improvement). */
  answerFooter?: (message: Message) => ReactNode;
  /** The conversation's user, so questions others asked show as staff follow-ups. */
  ownerId?: string;
}

export function MessageThread({
  messages,
  bot,
  pending,
  editable,
  highlights,
  answerFooter,
  ownerId,
}: MessageThreadProps) {
  const toast = useToast();
  const [editing, setEditing] = useState<string | null>(null);
  const [updateMessage, { isLoading: saving }] = useUpdateMessageMutation();
  const [deleteMessage] = useDeleteMessageMutation();
  const deletion = useConfirmedDelete<Message>({
    noun: 'message',
    remove: (message) => deleteMessage({ id: message.id, conversationId: message.conversationId }),
    successMessage: 'Message deleted',
    describe: () => 'This message will be deleted from the conversation. This cannot be undone.',
    waitForServer: true,
  });
  const end = useRef<HTMLDivElement>(null);
  // 'nearest' scrolls the thread's own box to the newest message and leaves the page where it
  // is, so the composer below the thread stays in view.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, pending]);

  const save = (message: Message, content: string) =>
    updateMessage({
      id: message.id,
      conversationId: message.conversationId,
      content,
      updatedAt: message.updatedAt,
    })
      .unwrap()
      .then(
        () => {
          setEditing(null);
          toast.success('Message updated');
        },
        (error: ApiError) => toast.error(error.message),
      );

  return (
    <>
      <Stack
        spacing={2}
        component="ol"
        aria-label="Messages"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {messages.map((message) => (
          <li key={message.id}>
            <MessageBubble
              message={message}
              bot={bot}
              onEdit={editable ? (target) => setEditing(target.id) : undefined}
              onDelete={editable ? deletion.ask : undefined}
              highlight={highlights?.get(message.id)}
              ownerId={ownerId}
              footer={
                // Rating and improving are for the bot's answers, not one a person wrote.
                message.messageType === 'ASSISTANT' && message.fromBot !== false
                  ? answerFooter?.(message)
                  : undefined
              }
            >
              {editing === message.id ? (
                <MessageEditor
                  initial={message.content}
                  pending={saving}
                  onSave={(content) => void save(message, content)}
                  onCancel={() => setEditing(null)}
                />
              ) : undefined}
            </MessageBubble>
          </li>
        ))}
        {pending ? (
          <>
            <li>
              <MessageBubble
                message={{
                  id: 'pending',
                  conversationId: '',
                  messageType: 'USER',
                  content: pending,
                  messageObject: {},
                  orderIndex: -1,
                  outcome: null,
                  createdAt: '',
                  updatedAt: '',
                }}
                bot={bot}
              />
            </li>
            <li>
              <TypingIndicator label={`${bot?.name ?? 'The bot'} is typing`} />
            </li>
          </>
        ) : null}
      </Stack>
      <div ref={end} />
      {deletion.dialog}
    </>
  );
}
