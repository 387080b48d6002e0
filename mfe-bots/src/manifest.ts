import SmartToy from '@mui/icons-material/SmartToy';
import { defineRemoteManifest, type RemoteManifest } from '@switchboard/shared-data';

/** Bots: the list, a bot's page, create and edit, and the topbar's bot picker. */
export default defineRemoteManifest({
  name: 'bots',
  title: 'Bots',
  build: process.env.SWITCHBOARD_BUILD,
  menuGroup: 'Assistants',
  // prettier-ignore
  pages: [
    // path            title       page                                     sidebar entry
    ['/bots',          'Bots',     () => import('./pages/bots-list-page'),  { order: 10, icon: SmartToy, match: 'prefix' }],
    ['/bots/new',      'New bot',  () => import('./pages/bot-create-page')],
    ['/bots/:id',      'Bot',      () => import('./pages/bot-detail-page')],
    ['/bots/:id/edit', 'Edit bot', () => import('./pages/bot-edit-page')],
  ],
  widgets: { 'bot-picker': () => import('./features/bot-picker/components/bot-picker-widget') },
}) satisfies RemoteManifest;
