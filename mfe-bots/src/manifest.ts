import SmartToy from '@mui/icons-material/SmartToy';
import { BOT_ADMINS } from '@switchboard/domain';
import { readBuildStamp, type RemoteManifest } from '@switchboard/shared-data';

/** Bots: the list, a bot's page, create and edit, and the topbar's bot picker. */
const manifest = {
  name: 'bots',
  title: 'Bots',
  release: readBuildStamp(process.env.SWITCHBOARD_BUILD).release,
  routes: [
    {
      path: '/bots',
      title: 'Bots',
      access: BOT_ADMINS,
      page: () => import('./pages/bots-list-page').then((m) => ({ default: m.BotsListPage })),
    },
    {
      path: '/bots/new',
      title: 'New bot',
      access: BOT_ADMINS,
      page: () => import('./pages/bot-create-page').then((m) => ({ default: m.BotCreatePage })),
    },
    {
      path: '/bots/:id',
      title: 'Bot',
      access: BOT_ADMINS,
      page: () => import('./pages/bot-detail-page').then((m) => ({ default: m.BotDetailPage })),
    },
    {
      path: '/bots/:id/edit',
      title: 'Edit bot',
      access: BOT_ADMINS,
      page: () => import('./pages/bot-edit-page').then((m) => ({ default: m.BotEditPage })),
    },
  ],
  menu: [
    {
      group: 'Assistants',
      label: 'Bots',
      to: '/bots',
      match: 'prefix',
      order: 10,
      access: BOT_ADMINS,
      icon: SmartToy,
    },
  ],
  widgets: {
    'bot-picker': () => import('./features/bot-picker/bot-picker-widget'),
  },
} satisfies RemoteManifest;

export default manifest;
