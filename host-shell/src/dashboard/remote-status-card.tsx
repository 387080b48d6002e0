import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { selectMountedRemotes, useAppSelector } from '@switchboard/shared-auth';
import { REMOTE_SECTIONS } from '../routes/route-table';
import { useRemoteReachableQuery } from './dashboard-api';

const SECTIONS = REMOTE_SECTIONS.filter((section) => section.module === './routes');

function SectionChip({
  remote,
  title,
  mounted,
}: {
  remote: string;
  title: string;
  mounted: boolean;
}) {
  const { data: reachable, isLoading } = useRemoteReachableQuery(remote);
  const state = mounted ? 'loaded' : isLoading ? 'checking' : reachable ? 'up' : 'down';
  const color = state === 'down' ? 'error' : state === 'checking' ? 'default' : 'success';
  return (
    <Chip
      data-testid={`section-status-${remote}`}
      label={`${title}: ${state}`}
      color={color}
      variant={mounted ? 'filled' : 'outlined'}
    />
  );
}

/** Which console sections answer, and which have already run in this session (read from the shared store). */
export function RemoteStatusCard() {
  const mounted = useAppSelector(selectMountedRemotes);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Console sections
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          aria-label="Console sections"
        >
          {SECTIONS.map((section) => (
            <SectionChip
              key={section.remote}
              remote={section.remote}
              title={section.title}
              mounted={mounted.includes(section.remote)}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
