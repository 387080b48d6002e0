import Button from '@mui/material/Button';
import { EmptyState, PageHeader } from '@switchboard/shared-ui';
import { Link as RouterLink } from 'react-router-dom';

export function BotNotFound() {
  return (
    <>
      <PageHeader title="Bot not found" />
      <EmptyState
        title="Bot not found"
        message="There is no bot at this address. It may have been deleted."
        action={
          <Button component={RouterLink} to="/bots" variant="contained">
            Back to bots
          </Button>
        }
      />
    </>
  );
}
