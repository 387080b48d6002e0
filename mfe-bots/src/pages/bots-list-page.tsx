import { useGetBotsQuery } from '@switchboard/shared-data';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FilterSelect, PageHeader } from '@switchboard/shared-ui';
import { gridQueryState } from '@switchboard/shared-ui/data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useBotListSelection } from '../features/bot-picker/hooks/use-bot-list-selection';
import { BotsGrid } from '../features/bots/components/bots-grid';
import { STATUS_FILTER_OPTIONS, type StatusFilterValue } from '../features/bots/lib/status-filter';

export default function BotsListPage() {
  const bots = useGetBotsQuery();
  const { data } = bots;
  const [status, setStatus] = useState<StatusFilterValue>('ALL');
  useBotListSelection(data);
  const rows = useMemo(
    () => (data ?? []).filter((bot) => status === 'ALL' || bot.status === status),
    [data, status],
  );
  const addBot = (
    <Button component={RouterLink} to="/bots/new" variant="contained" startIcon={<Add />}>
      Add bot
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Bots"
        description="Every assistant this console manages: its endpoint, status and avatar."
        actions={addBot}
      />
      <Box sx={{ mb: 2 }}>
        <FilterSelect
          label="Status"
          value={status}
          options={STATUS_FILTER_OPTIONS}
          onChange={setStatus}
          sx={{ minWidth: 180 }}
        />
      </Box>
      <BotsGrid
        bots={rows}
        state={gridQueryState(bots, 'Failed to fetch bots')}
        emptyAction={status === 'ALL' ? addBot : null}
      />
    </>
  );
}
