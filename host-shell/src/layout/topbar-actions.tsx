import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useIsBotAdmin } from '@switchboard/shared-auth';
import { useState } from 'react';
import { ConfigPanelButton } from '../config-panel/config-panel';
import { RemoteWidget } from '../federation/remote-widget';

const picker = <RemoteWidget slot="bot-picker" props={{ size: 'small' }} />;

/**
 * On a phone the picker (220 px wide) pushed the profile button off the screen: there it
 * is one button that opens the picker beside it.
 */
function CompactBotPicker() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Choose the bot"
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <SmartToyOutlined />
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { p: 2, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        {picker}
      </Popover>
    </>
  );
}

/** The bot picker (from the Bots remote) for those who work with bots, and the configuration button. */
export function TopbarActions() {
  const isBotAdmin = useIsBotAdmin();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  let botPicker = null;
  if (isBotAdmin && phone) botPicker = <CompactBotPicker />;
  else if (isBotAdmin) {
    botPicker = (
      <Box
        sx={{
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 1,
          px: 1,
          py: 0.5,
          mr: 1,
          minWidth: 200,
        }}
      >
        {picker}
      </Box>
    );
  }
  return (
    <>
      {botPicker}
      <ConfigPanelButton />
    </>
  );
}
