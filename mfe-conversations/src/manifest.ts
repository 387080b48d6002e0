import Forum from '@mui/icons-material/Forum';
import { BOT_ADMINS } from '@switchboard/domain';
import { readBuildStamp, type RemoteManifest } from '@switchboard/shared-data';

/** Conversations: review conversations held with bots and chat with them. */
const manifest = {
  name: 'conversations',
  title: 'Conversations',
  release: readBuildStamp(process.env.SWITCHBOARD_BUILD).release,
  routes: [
    {
      path: '/conversations',
      title: 'Conversations',
      access: BOT_ADMINS,
      page: () => import('./pages/conversations-list-page'),
    },
    {
      path: '/conversations/playground',
      title: 'Knowledge chat',
      access: BOT_ADMINS,
      page: () => import('./pages/playground-page'),
    },
    {
      path: '/conversations/:id',
      title: 'Conversation',
      access: BOT_ADMINS,
      page: () => import('./pages/conversation-page'),
    },
  ],
  menu: [
    {
      group: 'Assistants',
      label: 'Conversations',
      to: '/conversations',
      match: 'prefix',
      order: 20,
      access: BOT_ADMINS,
      icon: Forum,
    },
  ],
} satisfies RemoteManifest;

export default manifest;
