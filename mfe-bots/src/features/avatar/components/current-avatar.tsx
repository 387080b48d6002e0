import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRetrieveAvatarQuery } from '../api/avatar-api';

/** What is stored now, read back from the images API so the dialog shows the truth. */
export function CurrentAvatar({ botId, name }: { botId: string; name: string }) {
  const { data, error } = useRetrieveAvatarQuery(botId);
  let text = 'Loading the current avatar…';
  if (error) text = (error as { message?: string }).message ?? 'Retrieve failed';
  else if (data) text = data.avatar ? `Current avatar (${data.storageType})` : 'No avatar yet';
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={data?.avatar ?? undefined} alt={data?.avatar ? `${name} avatar` : undefined} />
      <Typography color={error ? 'error' : 'text.secondary'}>{text}</Typography>
    </Stack>
  );
}
