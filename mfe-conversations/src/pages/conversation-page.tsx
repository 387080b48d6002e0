import History from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetBotsQuery } from '@switchboard/shared-data';
import { BotAvatar, EmptyState, PageHeader, RetryAlert } from '@switchboard/shared-ui';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useBotHistoryMutation } from '../features/chat/api/proxy-api';
import { Composer } from '../features/chat/components/composer';
import { MessageThread } from '../features/chat/components/message-thread';
import { useSendMessage } from '../features/chat/hooks/use-send-message';
import { conversationSessionId } from '../features/chat/lib/chat-turn';
import { useGetConversationQuery } from '../features/conversations/api/conversations-api';
import { AnswerFeedback } from '../features/feedback/components/answer-feedback';
import { useSearchMessagesQuery } from '../features/message-search/api/message-search-api';
import { StatusChip } from '../features/conversations/components/status-chip';
import { apiErrorMessage, apiErrorStatus } from '../lib/api-error-message';
import type { Message } from '../lib/conversation-types';
import { historyToMessage } from '../lib/history-message';
import { BackToConversations } from '../components/back-to-conversations';

export default function ConversationPage() {
  const { id = '' } = useParams();
  const conversationQuery = useGetConversationQuery(id);
  const { data: conversation, error, isLoading, refetch } = conversationQuery;
  const { data: bots, error: botsError, refetch: refetchBots } = useGetBotsQuery();
  const bot = bots?.find((candidate) => candidate.id === conversation?.botId);
  const { send, retry: retryTurn, pending, failed, dismiss } = useSendMessage(conversation);
  // Opened from a message search: the matches are marked in the thread too.
  const [searchParams] = useSearchParams();
  const searched = searchParams.get('q')?.trim() ?? '';
  const { data: matches } = useSearchMessagesQuery(
    { conversationId: id, q: searched, limit: 100, offset: 0 },
    { skip: !searched },
  );
  const highlights = useMemo(
    () => new Map((matches?.items ?? []).map((hit) => [hit.id, hit])),
    [matches],
  );
  const [loadHistory, historyState] = useBotHistoryMutation();
  const [history, setHistory] = useState<Message[] | null>(null);
  // A new key empties the composer once Retry has sent the text it kept.
  const [composerKey, setComposerKey] = useState(0);
  const retry = async () => {
    if (await retryTurn()) setComposerKey((key) => key + 1);
  };

  if (isLoading) return <LinearProgress aria-label="Loading conversation" />;
  if (error) {
    if (apiErrorStatus(error) === 404) {
      return (
        <EmptyState
          title="Conversation not found"
          message="It may have been deleted, or the address is wrong."
          action={
            <Button component={RouterLink} to="/conversations">
              Back to conversations
            </Button>
          }
        />
      );
    }
    return (
      <RetryAlert onRetry={() => void refetch()}>
        {apiErrorMessage(error, 'Failed to fetch conversation history')}
      </RetryAlert>
    );
  }
  if (!conversation) return null;
  const stored = conversation.messages ?? [];
  const sessionId = conversationSessionId(stored);
  const shown = history ?? stored;
  const closed = conversation.status === 'CLOSED';

  const onLoadHistory = async () => {
    if (!bot || !sessionId) return;
    const result = await loadHistory({
      botPath: bot.botPath,
      chatEndpoint: bot.chatEndpoint,
      conversationId: sessionId,
    });
    if ('data' in result && result.data) {
      setHistory(
        (result.data.messages ?? []).map((entry, index) =>
          historyToMessage(entry, index, conversation.id),
        ),
      );
    }
  };

  return (
    <>
      <PageHeader
        title={conversation.title}
        description={`With ${bot?.name ?? 'a bot'} · ${stored.length} messages`}
        secondaryActions={
          <Button
            startIcon={<History />}
            onClick={() => void onLoadHistory()}
            disabled={!sessionId || !bot || historyState.isLoading}
            title={sessionId ? undefined : 'No knowledge session yet: send a message first'}
          >
            Load history
          </Button>
        }
        actions={
          <>
            <StatusChip status={conversation.status} />
            <BackToConversations />
          </>
        }
      />
      {botsError ? (
        <RetryAlert onRetry={() => void refetchBots()} sx={{ mb: 2 }}>
          {apiErrorMessage(botsError, 'Failed to fetch bots')}
        </RetryAlert>
      ) : null}
      {historyState.error ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => historyState.reset()}>
          {apiErrorMessage(historyState.error, 'Failed to fetch chat history')}
        </Alert>
      ) : null}
      {history ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => setHistory(null)}>
              Show stored messages
            </Button>
          }
        >
          Showing the bot service's history of this conversation ({history.length} messages).
        </Alert>
      ) : null}
      {/* The thread scrolls in its own box, sized so that the composer under it is always in view. */}
      <Paper
        variant="outlined"
        tabIndex={0}
        aria-label="Conversation thread"
        data-testid="conversation-thread"
        sx={{
          p: 2,
          mb: 2,
          minHeight: 160,
          maxHeight: { xs: 'calc(100vh - 320px)', md: 'calc(100vh - 360px)' },
          overflowY: 'auto',
        }}
      >
        {shown.length === 0 && !pending ? (
          <Stack sx={{ alignItems: 'center', py: 4 }} spacing={1}>
            {bot ? <BotAvatar name={bot.name} avatar={bot.avatar} size={48} /> : null}
            <Typography color="text.secondary">
              No messages yet. Ask {bot?.name ?? 'the bot'} something.
            </Typography>
          </Stack>
        ) : (
          <MessageThread
            messages={shown}
            bot={bot}
            pending={pending}
            editable={!history}
            highlights={highlights}
            ownerId={conversation.userId}
            answerFooter={
              history
                ? undefined
                : (message) => (
                    <AnswerFeedback
                      message={message}
                      botId={conversation.botId}
                      question={
                        stored.findLast(
                          (other) =>
                            other.messageType === 'USER' && other.orderIndex < message.orderIndex,
                        )?.content
                      }
                    />
                  )
            }
          />
        )}
      </Paper>
      {failed ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <>
              <Button color="inherit" size="small" onClick={() => void retry()}>
                Retry
              </Button>
              <Button color="inherit" size="small" onClick={dismiss}>
                Dismiss
              </Button>
            </>
          }
        >
          {failed.error}
        </Alert>
      ) : null}
      {closed ? (
        <Alert severity="info">
          This conversation is closed; reopen it from the list to continue.
        </Alert>
      ) : (
        <Composer key={composerKey} disabled={Boolean(pending) || !bot} onSend={send} />
      )}
    </>
  );
}
