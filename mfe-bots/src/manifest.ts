import SmartToy from '@mui/icons-material/SmartToy';
import { BOT_ADMINS } from '@switchboard/domain';
import {
  defineRemoteManifest,
  readBuildStamp,
  type RemoteManifest,
} from '@switchboard/shared-data';

/** Bots: the list, a bot's page, create and edit, and the topbar's bot picker. */
const manifest = defineRemoteManifest({
  name: 'bots',
  title: 'Bots',
  release: readBuildStamp(process.env.SWITCHBOARD_BUILD).release,
  access: BOT_ADMINS,
  menuGroup: 'Assistants',
  pages: [
    {
      path: '/bots',
      title: 'Bots',
      page: () => import('./pages/bots-list-page').then((m) => ({ default: m.BotsListPage })),
      menu: { order: 10, icon: SmartToy, match: 'prefix' },
    },
    {
      path: '/bots/new',
      title: 'New bot',
      page: () => import('./pages/bot-create-page').then((m) => ({ default: m.BotCreatePage })),
    },
    {
      path: '/bots/:id',
      title: 'Bot',
      page: () => import('./pages/bot-detail-page').then((m) => ({ default: m.BotDetailPage })),
    },
    {
      path: '/bots/:id/edit',
      title: 'Edit bot',
      page: () => import('./pages/bot-edit-page').then((m) => ({ default: m.BotEditPage })),
    },
  ],
  widgets: {
    'bot-picker': () => import('./features/bot-picker/bot-picker-widget'),
  },
}) satisfies RemoteManifest;

export default manifest;
