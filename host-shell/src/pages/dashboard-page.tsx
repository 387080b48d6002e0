import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { selectMountedRemotes, useAppSelector } from '@switchboard/shared-auth';
import { REMOTE_SECTIONS } from '../routes/route-table';

const SECTIONS = REMOTE_SECTIONS.filter((section) => section.module === './routes');

/** The console's home: which sections have run in this session, read from the shared store. */
export function DashboardPage() {
  const mounted = useAppSelector(selectMountedRemotes);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Dashboard
      </Typography>
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
            {SECTIONS.map((section) => {
              const loaded = mounted.includes(section.remote);
              return (
                <Chip
                  key={section.remote}
                  data-testid={`section-status-${section.remote}`}
                  label={`${section.title}: ${loaded ? 'loaded' : 'not opened yet'}`}
                  color={loaded ? 'success' : 'default'}
                  variant={loaded ? 'filled' : 'outlined'}
                />
              );
            })}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
