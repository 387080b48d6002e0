import CheckCircle from '@mui/icons-material/CheckCircle';
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import {
  botSelected,
  selectSelectedBotId,
  useAppDispatch,
  useAppSelector,
  useGetBotQuery,
} from '@switchboard/shared-data';
import { PageHeader, RetryAlert } from '@switchboard/shared-ui';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { apiErrorMessage, apiErrorStatus } from '../features/bots/api/api-error-message';
import { ModelPanel } from '../features/bot-model/components/model-panel';
import { ChangeAvatarButton } from '../features/avatar/components/change-avatar-button';
import { BotDetailsCard } from '../features/bots/components/bot-details-card';
import { BotNotFound } from '../features/bots/components/bot-not-found';
import { BotLinks } from '../features/bots/components/bot-links';
import { BotServicePanel } from '../features/bots/components/bot-service-panel';
import { DeleteBotButton } from '../features/bots/components/delete-bot-button';

export default function BotDetailPage() {
  const { id = '' } = useParams();
  const { data: bot, isLoading, error, refetch } = useGetBotQuery(id);
  const selectedBotId = useAppSelector(selectSelectedBotId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  if (isLoading) return <LinearProgress aria-label="Loading bot" />;
  if (apiErrorStatus(error) === 404) return <BotNotFound />;
  if (error || !bot) {
    return (
      <>
        <PageHeader title="Bot" />
        <RetryAlert onRetry={() => void refetch()}>
          {apiErrorMessage(error, 'Bot not found')}
        </RetryAlert>
      </>
    );
  }
  const isSelected = selectedBotId === bot.id;
  return (
    <>
      <PageHeader
        title={bot.name}
        description="Configuration, status and health of this bot."
        secondaryActions={
          <>
            <Button
              variant={isSelected ? 'text' : 'outlined'}
              startIcon={isSelected ? <CheckCircle /> : undefined}
              disabled={isSelected}
              onClick={() => dispatch(botSelected(bot.id))}
            >
              {isSelected ? 'Selected bot' : 'Select this bot'}
            </Button>
            <DeleteBotButton bot={bot} onDeleted={() => navigate('/bots')} />
          </>
        }
        actions={
          <Button
            component={RouterLink}
            to={`/bots/${bot.id}/edit`}
            variant="contained"
            startIcon={<Edit />}
          >
            Edit
          </Button>
        }
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <BotDetailsCard bot={bot} avatarAction={<ChangeAvatarButton bot={bot} />} />
            <BotLinks botId={bot.id} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <BotServicePanel botId={bot.id} />
            <ModelPanel botId={bot.id} />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
