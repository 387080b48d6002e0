import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { botSelected, useAppDispatch } from '@switchboard/shared-data';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

/** Knowledge and analytics work on the selected bot, so those links select this one first. */
export function BotLinks({ botId }: { botId: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const openForBot = (path: string) => {
    dispatch(botSelected(botId));
    navigate(path);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <Button
        component={RouterLink}
        to={`/conversations?botId=${encodeURIComponent(botId)}`}
        variant="outlined"
      >
        Conversations
      </Button>
      <Button variant="outlined" onClick={() => openForBot('/knowledge/documents')}>
        Knowledge
      </Button>
      <Button variant="outlined" onClick={() => openForBot('/analytics/dashboard')}>
        Analytics
      </Button>
    </Stack>
  );
}
