import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog, PageHeader } from '@switchboard/shared-ui';
import { useState, type FormEvent } from 'react';
import { Composer } from '../features/chat/components/composer';
import { MessageThread } from '../features/chat/components/message-thread';
import { CopyButton } from '../features/chat/components/copy-button';
import { KnowledgeSourcesPanel } from '../features/playground/components/knowledge-sources-panel';
import { useKnowledgeChat } from '../features/playground/hooks/use-knowledge-chat';
import { BackToConversations } from '../components/back-to-conversations';

const KNOWLEDGE_BOT = { name: 'Knowledge service', avatar: null };

export default function PlaygroundPage() {
  const chat = useKnowledgeChat();
  const [sessionToOpen, setSessionToOpen] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const openSession = (event: FormEvent) => {
    event.preventDefault();
    if (sessionToOpen.trim()) void chat.open(sessionToOpen.trim());
  };
  return (
    <>
      <PageHeader
        title="Knowledge chat"
        description="Ask the general knowledge service directly and see what it answers and cites."
        actions={<BackToConversations />}
      />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Stack direction="row" sx={{ alignItems: 'center' }} aria-live="polite">
          <Typography variant="body2">
            Session: <strong data-testid="session-id">{chat.sessionId ?? 'none yet'}</strong>
          </Typography>
          {chat.sessionId ? <CopyButton text={chat.sessionId} label="Copy session id" /> : null}
        </Stack>
        <Button startIcon={<Add />} onClick={chat.newChat} disabled={chat.busy}>
          New chat
        </Button>
        <Button
          color="error"
          startIcon={<Delete />}
          onClick={() => setConfirmDelete(true)}
          disabled={!chat.sessionId || chat.busy}
        >
          Delete session
        </Button>
        <Stack component="form" direction="row" spacing={1} onSubmit={openSession}>
          <TextField
            size="small"
            label="Session id"
            value={sessionToOpen}
            onChange={(event) => setSessionToOpen(event.target.value)}
          />
          <Button type="submit" variant="outlined" disabled={chat.busy || !sessionToOpen.trim()}>
            Open session
          </Button>
        </Stack>
      </Stack>
      {chat.error ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={chat.dismissError}>
          {chat.error}
        </Alert>
      ) : null}
      <Paper
        variant="outlined"
        tabIndex={0}
        aria-label="Conversation thread"
        sx={{
          p: 2,
          mb: 2,
          minHeight: 160,
          maxHeight: { xs: 'calc(100vh - 320px)', md: 'calc(100vh - 360px)' },
          overflowY: 'auto',
        }}
      >
        {chat.messages.length === 0 && !chat.pending ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            No messages in this session. Ask a question to start one.
          </Typography>
        ) : (
          <MessageThread
            messages={chat.messages}
            bot={KNOWLEDGE_BOT}
            pending={chat.pending}
            editable={false}
          />
        )}
      </Paper>
      <Composer disabled={chat.busy} onSend={chat.send} label="Question" />
      <KnowledgeSourcesPanel />
      <ConfirmDialog
        open={confirmDelete}
        title="Delete session?"
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          setConfirmDelete(false);
          void chat.remove();
        }}
        onCancel={() => setConfirmDelete(false)}
      >
        The knowledge service forgets this session and its messages.
      </ConfirmDialog>
    </>
  );
}
