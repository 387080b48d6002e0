import Send from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { QUESTION_MAX_LENGTH } from '@switchboard/domain';
import { lengthHelper } from '@switchboard/shared-ui';
import { useState, type KeyboardEvent } from 'react';

export interface ComposerProps {
  disabled: boolean;
  /** Answers true when the text was sent, so the box empties only then. */
  onSend: (text: string) => Promise<boolean>;
  label?: string;
}

/**
 * Enter sends, Shift+Enter starts a new line. Near the services' question limit a counter
 * shows it; over it, sending waits until the text is shortened, so nothing typed is lost.
 */
export function Composer({ disabled, onSend, label = 'Message' }: ComposerProps) {
  const [text, setText] = useState('');
  const tooLong = text.trim().length > QUESTION_MAX_LENGTH;
  const submit = async () => {
    const message = text.trim();
    if (!message || disabled || tooLong) return;
    setText('');
    // A failed send puts the text back so nothing typed is lost.
    const sent = await onSend(message);
    if (!sent) setText(message);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
      <TextField
        label={label}
        placeholder="Type a message — Enter sends, Shift+Enter adds a line"
        multiline
        maxRows={8}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        error={tooLong}
        helperText={lengthHelper(
          tooLong ? `A message is at most ${QUESTION_MAX_LENGTH} characters` : undefined,
          text.trim().length,
          QUESTION_MAX_LENGTH,
        )}
      />
      <Button
        variant="contained"
        endIcon={<Send />}
        onClick={() => void submit()}
        disabled={disabled || !text.trim() || tooLong}
      >
        Send
      </Button>
    </Stack>
  );
}
