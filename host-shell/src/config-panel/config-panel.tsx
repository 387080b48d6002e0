import CloseIcon from '@mui/icons-material/Close';
import SettingsIcon from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useConsoleConfig } from '@switchboard/shared-ui';
import { useId, useState } from 'react';
import { RadioSetting } from './radio-setting';
import { ScaleSetting } from './scale-setting';
import { ThemeSetting } from './theme-setting';

const MENU_MODES = [
  { value: 'static', label: 'Static' },
  { value: 'overlay', label: 'Overlay' },
] as const;

const INPUT_STYLES = [
  { value: 'outlined', label: 'Outlined' },
  { value: 'filled', label: 'Filled' },
] as const;

export interface ConfigPanelProps {
  open: boolean;
  onClose: () => void;
}

/** The right-hand configuration panel; every change applies at once. */
export function ConfigPanel({ open, onClose }: ConfigPanelProps) {
  const { config, setConfig, reset } = useConsoleConfig();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // A temporary drawer sits at the drawer layer, under the topbar; this panel is a dialog.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: '22rem', maxWidth: '100vw' },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          Configuration
        </Typography>
        <IconButton aria-label="Close configuration" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={3} sx={{ p: 2 }}>
        <ScaleSetting value={config.scale} onChange={(scale) => setConfig({ scale })} />
        <RadioSetting
          label="Menu mode"
          value={config.menuMode}
          options={MENU_MODES}
          onChange={(menuMode) => setConfig({ menuMode })}
        />
        <RadioSetting
          label="Input style"
          value={config.inputStyle}
          options={INPUT_STYLES}
          onChange={(inputStyle) => setConfig({ inputStyle })}
        />
        <FormControlLabel
          control={
            <Switch checked={config.ripple} onChange={(_event, ripple) => setConfig({ ripple })} />
          }
          label="Ripple effect"
        />
        <ThemeSetting value={config.theme} onChange={(theme) => setConfig({ theme })} />
        <Button variant="outlined" onClick={reset} sx={{ alignSelf: 'flex-start' }}>
          Reset to defaults
        </Button>
      </Stack>
    </Drawer>
  );
}

/** The topbar button that opens the panel; it owns the open state so the layout needs none. */
export function ConfigPanelButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Open configuration"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <SettingsIcon />
      </IconButton>
      <ConfigPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
