import ThumbDown from '@mui/icons-material/ThumbDown';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Message, Rating } from '@switchboard/domain';
import { newActionKey, type ApiError } from '@switchboard/shared-data';
import { useToast } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useRateAnswerMutation } from '../api/feedback-api';

export interface RatingButtonsProps {
  message: Message;
}

/**
 * Up or down on an answer, with an optional comment on a down rating; the chosen one
 * again takes the rating back. Shows who rated it and when. One call per rating: the
 * gateway records it on the bot's record of the answer and the console's together.
 */
export function RatingButtons({ message }: RatingButtonsProps) {
  const toast = useToast();
  const [rateAnswer, { isLoading }] = useRateAnswerMutation();
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState('');
  const current = message.feedback?.rating ?? null;

  const rate = async (rating: Rating | null, note: string | null = null) => {
    try {
      await rateAnswer({
        id: message.id,
        conversationId: message.conversationId,
        rating,
        comment: note,
        idempotencyKey: newActionKey(),
      }).unwrap();
    } catch (error) {
      toast.error((error as ApiError).message);
      return false;
    }
    toast.success(rating ? `Answer rated ${rating}` : 'Rating removed');
    return true;
  };

  const when = current ? new Date(current.ratedAt).toLocaleString() : '';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={current?.rating === 'up' ? 'Remove rating' : 'Rate up'}>
        <IconButton
          size="small"
          aria-label="Rate up"
          aria-pressed={current?.rating === 'up'}
          disabled={isLoading}
          onClick={() => void rate(current?.rating === 'up' ? null : 'up')}
        >
          {current?.rating === 'up' ? (
            <ThumbUp fontSize="inherit" color="success" />
          ) : (
            <ThumbUpOutlined fontSize="inherit" />
          )}
        </IconButton>
      </Tooltip>
      <Tooltip title={current?.rating === 'down' ? 'Remove rating' : 'Rate down'}>
        <IconButton
          size="small"
          aria-label="Rate down"
          aria-pressed={current?.rating === 'down'}
          disabled={isLoading}
          onClick={() =>
            current?.rating === 'down' ? void rate(null) : (setComment(''), setCommenting(true))
          }
        >
          {current?.rating === 'down' ? (
            <ThumbDown fontSize="inherit" color="error" />
          ) : (
            <ThumbDownOutlined fontSize="inherit" />
          )}
        </IconButton>
      </Tooltip>
      {current ? (
        <Typography variant="caption" color="text.secondary" data-testid="rating-note">
          Rated {current.rating} by {current.ratedByName ?? 'staff'} · {when}
          {current.comment ? ` · “${current.comment}”` : ''}
        </Typography>
      ) : null}
      <Dialog open={commenting} onClose={() => setCommenting(false)} fullWidth maxWidth="sm">
        <DialogTitle>Rate this answer down</DialogTitle>
        <DialogContent>
          <TextField
            label="What was wrong? (optional)"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCommenting(false)}>Cancel</Button>
          <Button
            variant="contained"
            color="error"
            disabled={isLoading}
            onClick={() =>
              void rate('down', comment.trim() || null).then((done) => done && setCommenting(false))
            }
          >
            Rate down
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
