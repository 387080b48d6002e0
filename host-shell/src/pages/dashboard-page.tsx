import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useIsBotAdmin, useSession } from '@switchboard/shared-auth';
import { PageHeader } from '@switchboard/shared-ui';
import { AdminOverview } from '../dashboard/admin-overview';
import { RemoteStatusCard } from '../dashboard/remote-status-card';

/** The console's home: an overview for the signed-in user. */
export function DashboardPage() {
  const { user } = useSession();
  const isBotAdmin = useIsBotAdmin();
  return (
    <Stack spacing={2}>
      <PageHeader
        title="Dashboard"
        description={`Signed in as ${user?.username ?? ''} (${user?.roleName ?? ''})`}
      />
      {isBotAdmin ? (
        <AdminOverview />
      ) : (
        <Alert severity="info">
          Bots, conversations, knowledge, analytics and setup are for bot administrators. The menu
          shows what your role can open.
        </Alert>
      )}
      <RemoteStatusCard />
    </Stack>
  );
}
