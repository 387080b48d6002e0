import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';

/**
 * What "Public" means, said where it is set, as the knowledge service applies it: a private
 * document answers only the bot's admins (their own conversations and the Retrieval test);
 * the bot's users, through its chat, never get an answer from it or see it cited.
 */
export const PUBLIC_MEANING =
  'Public: the bot answers anyone from this file. Private: only bot admins get answers from it, in their own conversations and the Retrieval test; the bot’s users never do.';

export function PublicSwitch({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const helpId = useId();
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label="Public"
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {PUBLIC_MEANING}
      </FormHelperText>
    </div>
  );
}
