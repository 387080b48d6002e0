import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { CONSOLE_THEMES, type ThemeName } from '@switchboard/shared-ui';
import { useId } from 'react';

/** A preview of a theme: its page colour with a dot of its primary colour. */
function Swatch({ background, primary }: { background: string; primary: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: '2rem',
        height: '2rem',
        flexShrink: 0,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: background,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Box sx={{ width: '1rem', height: '1rem', borderRadius: '50%', bgcolor: primary }} />
    </Box>
  );
}

export function ThemeSetting({
  value,
  onChange,
}: {
  value: ThemeName;
  onChange: (theme: ThemeName) => void;
}) {
  const labelId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId}>
        Theme
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(_event, next) => {
          const theme = CONSOLE_THEMES.find((candidate) => candidate.name === next);
          if (theme) onChange(theme.name);
        }}
      >
        {CONSOLE_THEMES.map((theme) => (
          <FormControlLabel
            key={theme.name}
            value={theme.name}
            control={<Radio />}
            label={
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Swatch background={theme.background} primary={theme.primary} />
                {theme.label}
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
