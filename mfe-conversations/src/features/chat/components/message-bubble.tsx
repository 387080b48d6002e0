import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Person from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AssistantMessageObject, BotSummary, Message } from '../../../lib/conversation-types';
import { HighlightedText, type MarkedText } from '../../../lib/highlighted-text';
import { CopyButton } from './copy-button';
import { MarkdownReply } from './markdown-reply';
import { SourcesPanel } from './sources-panel';
import { BotAvatar } from '@switchboard/shared-ui';

export interface MessageBubbleProps {
  message: Message;
  bot: Pick<BotSummary, 'name' | 'avatar'> | undefined;
  onEdit?: (message: Message) => void;
  onDelete?: (message: Message) => void;
  /** Replaces the body (the inline editor). */
  children?: ReactNode;
  /** What a search found in the text, shown with its matches marked instead of the plain body. */
  highlight?: MarkedText;
  /** Below the body (an answer's rating and improvement). */
  footer?: ReactNode;
  /** The conversation's user: a question someone else asked is marked as a staff follow-up. */
  ownerId?: string;
}

export function MessageBubble({
  message,
  bot,
  onEdit,
  onDelete,
  children,
  highlight,
  footer,
  ownerId,
}: MessageBubbleProps) {
  const isUser = message.messageType === 'USER';
  // Only a turn the gateway stored is the bot's answer; one written by hand is a person's.
  const handWritten = !isUser && message.fromBot === false;
  const staffFollowUp = isUser && !!ownerId && !!message.authorId && message.authorId !== ownerId;
  const details = message.messageObject as AssistantMessageObject;
  const time = message.createdAt ? new Date(message.createdAt) : null;
  return (
    <Stack
      direction={isUser ? 'row-reverse' : 'row'}
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      data-testid="message"
      data-role={isUser ? 'user' : 'assistant'}
      data-author={handWritten || isUser ? 'person' : 'bot'}
    >
      {isUser || handWritten ? (
        <Avatar sx={{ width: 32, height: 32 }}>
          <Person fontSize="small" aria-hidden />
        </Avatar>
      ) : (
        <BotAvatar name={bot?.name ?? 'Bot'} avatar={bot?.avatar} size={32} />
      )}
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          maxWidth: '75%',
          minWidth: 120,
          bgcolor: isUser ? 'primary.main' : 'background.paper',
          color: isUser ? 'primary.contrastText' : 'text.primary',
          borderRadius: 2,
        }}
      >
        {handWritten ? (
          <Chip
            size="small"
            variant="outlined"
            label="Written by staff, not the bot"
            sx={{ mb: 0.5 }}
          />
        ) : null}
        {staffFollowUp ? (
          <Chip
            size="small"
            label="Staff follow-up"
            sx={{ mb: 0.5, bgcolor: 'background.paper', color: 'text.primary' }}
          />
        ) : null}
        {children ??
          (highlight ? (
            <HighlightedText text={highlight} />
          ) : isUser ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.content}
            </Typography>
          ) : (
            <>
              {message.outcome === 'declined' ? (
                <Chip size="small" color="warning" label="Don't know" sx={{ mb: 0.5 }} />
              ) : null}
              <MarkdownReply text={message.content} />
              <SourcesPanel details={details} />
            </>
          ))}
        {footer}
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 0.5 }}>
          {time && !Number.isNaN(time.getTime()) ? (
            <Typography variant="caption" sx={{ opacity: 0.8, mr: 'auto' }}>
              <time dateTime={message.createdAt}>{time.toLocaleString()}</time>
            </Typography>
          ) : null}
          <Box sx={{ color: 'inherit', '& .MuiIconButton-root': { color: 'inherit' } }}>
            <CopyButton text={message.content} label="Copy message" />
            {onEdit ? (
              <Tooltip title="Edit message">
                <IconButton size="small" aria-label="Edit message" onClick={() => onEdit(message)}>
                  <Edit fontSize="inherit" />
                </IconButton>
              </Tooltip>
            ) : null}
            {onDelete ? (
              <Tooltip title="Delete message">
                <IconButton
                  size="small"
                  aria-label="Delete message"
                  onClick={() => onDelete(message)}
                >
                  <Delete fontSize="inherit" />
                </IconButton>
              </Tooltip>
            ) : null}
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
