import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Bot } from '../api/bot';
import { BotStatusMenu } from './bot-status-menu';
import { DetailList } from './detail-list';
import { BotAvatar } from '@switchboard/shared-ui';

const dateTime = (value: string) => new Date(value).toLocaleString();

export function BotDetailsCard({ bot, avatarAction }: { bot: Bot; avatarAction?: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <BotAvatar name={bot.name} avatar={bot.avatar} size={72} />
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h6" component="h2">
              {bot.name}
            </Typography>
            <BotStatusMenu bot={bot} />
          </Stack>
          {avatarAction}
        </Stack>
        <DetailList
          items={[
            ['Description', bot.description || undefined],
            ['Bot path', bot.botPath],
            ['Chat endpoint', bot.chatEndpoint],
            ['Avatar', bot.avatar ?? 'None'],
            ['Id', bot.id],
            ['Created', dateTime(bot.createdAt)],
            ['Updated', dateTime(bot.updatedAt)],
          ]}
        />
      </CardContent>
    </Card>
  );
}
