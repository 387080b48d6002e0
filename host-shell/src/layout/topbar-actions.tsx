import Box from '@mui/material/Box';
import { useIsBotAdmin } from '@switchboard/shared-auth';
import { ConfigPanelButton } from '../config-panel/config-panel';
import { RemoteWidget } from '../federation/remote-widget';

/** The bot picker (from the Bots remote) for those who work with bots, and the configuration button. */
export function TopbarActions() {
  const isBotAdmin = useIsBotAdmin();
  return (
    <>
      {isBotAdmin ? (
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
          <RemoteWidget slot="bot-picker" props={{ size: 'small' }} />
        </Box>
      ) : null}
      <ConfigPanelButton />
    </>
  );
}
