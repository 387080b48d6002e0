import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';

/**
 * What "Public" means, said where it is set. The knowledge service keeps the flag and
 * shows it in the list, but answers from every document alike: a private one is still
 * used in answers, so the switch must not suggest it hides the file from the bot.
 */
export const PUBLIC_MEANING =
  'Public marks the file as fine to share outside your staff. Private files are still used in the bot’s answers.';

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
