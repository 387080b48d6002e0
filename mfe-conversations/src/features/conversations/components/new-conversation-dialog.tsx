import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { conversationCreateSchema, textLimitsOf } from '@switchboard/domain';
import { useSession } from '@switchboard/shared-auth';
import { lengthHelper } from '@switchboard/shared-ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { BotSummary } from '../../../lib/conversation-types';
import { useCreateConversationMutation } from '../api/conversations-api';

export interface NewConversationDialogProps {
  open: boolean;
  onClose: () => void;
  bots: BotSummary[];
  defaultBotId: string | null;
}

const TITLE_MAX = textLimitsOf(conversationCreateSchema).title;

/** Creates a conversation for the signed-in user and opens it (it heads the list). */
export function NewConversationDialog({
  open,
  onClose,
  bots,
  defaultBotId,
}: NewConversationDialogProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [botId, setBotId] = useState(defaultBotId ?? '');
  const [title, setTitle] = useState('');
  const [create, { isLoading, error, reset }] = useCreateConversationMutation();
  const chosenBot = botId || defaultBotId || bots[0]?.id || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user || !chosenBot) return;
    const result = await create({
      userId: user.id,
      botId: chosenBot,
      title: title.trim() || 'New conversation',
      metadata: { channel: 'console' },
    });
    if ('data' in result && result.data) {
      onClose();
      setTitle('');
      navigate(`/conversations/${result.data.id}`);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : onClose}
      aria-labelledby="new-conversation-title"
      slotProps={{ paper: { component: 'form', onSubmit: submit } }}
    >
      <DialogTitle id="new-conversation-title">New conversation</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important', minWidth: 360 }}>
        {error ? (
          <Alert severity="error">{apiErrorMessage(error, 'Failed to create conversation')}</Alert>
        ) : null}
        <TextField
          select
          label="Bot"
          value={chosenBot}
          onChange={(event) => {
            reset();
            setBotId(event.target.value);
          }}
          required
        >
          {bots.map((bot) => (
            <MenuItem key={bot.id} value={bot.id}>
              {bot.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="New conversation"
          slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
          helperText={lengthHelper(undefined, title.length, TITLE_MAX)}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isLoading || !chosenBot}>
          Create
        </Button>
      </DialogActions>
    </Dialog>
  );
}
