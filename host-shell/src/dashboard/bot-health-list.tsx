import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import type { Bot } from '@switchboard/domain';
import { useGetBotHealthQuery } from '@switchboard/shared-data';
import { healthCount } from './knowledge-totals';

/** The bot's status and what its knowledge holds, as its health says. */
function BotSummary({ bot }: { bot: Bot }) {
  const { data } = useGetBotHealthQuery(bot.id);
  if (!data) return <>{bot.status}</>;
  return (
    <>
      {bot.status} · {healthCount(data, 'documents')} documents · {healthCount(data, 'webpages')}{' '}
      pages · {healthCount(data, 'chunks')} chunks
    </>
  );
}

function HealthChip({ botId }: { botId: string }) {
  const { data, isLoading, isError } = useGetBotHealthQuery(botId);
  if (isLoading) return <Chip size="small" label="checking…" />;
  const healthy = !isError && data?.status === 'healthy';
  return (
    <Chip
      size="small"
      color={healthy ? 'success' : 'error'}
      label={healthy ? 'healthy' : 'unavailable'}
    />
  );
}

/** Each bot with its status, its knowledge, and whether its knowledge service answers right now. */
export function BotHealthList({ bots }: { bots: Bot[] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Bot health
        </Typography>
        {bots.length === 0 ? (
          <Typography color="text.secondary">No bots yet.</Typography>
        ) : (
          <List dense aria-label="Bot health">
            {bots.map((bot) => (
              <ListItem
                key={bot.id}
                secondaryAction={<HealthChip botId={bot.id} />}
                data-testid={`bot-health-${bot.id}`}
              >
                <ListItemText
                  primary={
                    <Link to={`/bots/${bot.id}`} style={{ color: 'inherit' }}>
                      {bot.name}
                    </Link>
                  }
                  secondary={<BotSummary bot={bot} />}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
