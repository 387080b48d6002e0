import Box from '@mui/material/Box';
import { CONSOLE_THEMES, type ThemeName } from '@switchboard/shared-ui';
import { RadioSetting } from './radio-setting';

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
  return (
    <RadioSetting
      label="Theme"
      value={value}
      row={false}
      onChange={onChange}
      options={CONSOLE_THEMES.map((theme) => ({
        value: theme.name,
        label: (
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Swatch background={theme.background} primary={theme.primary} />
            {theme.label}
          </Box>
        ),
      }))}
    />
  );
}
