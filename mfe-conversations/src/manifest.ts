import Forum from '@mui/icons-material/Forum';
import { BOT_ADMINS } from '@switchboard/domain';
import {
  defineRemoteManifest,
  readBuildStamp,
  type RemoteManifest,
} from '@switchboard/shared-data';

/** Conversations: review conversations held with bots and chat with them. */
const manifest = defineRemoteManifest({
  name: 'conversations',
  title: 'Conversations',
  release: readBuildStamp(process.env.SWITCHBOARD_BUILD).release,
  access: BOT_ADMINS,
  menuGroup: 'Assistants',
  pages: [
    {
      path: '/conversations',
      title: 'Conversations',
      page: () => import('./pages/conversations-list-page'),
      menu: { order: 20, icon: Forum, match: 'prefix' },
    },
    {
      path: '/conversations/playground',
      title: 'Knowledge chat',
      page: () => import('./pages/playground-page'),
    },
    {
      path: '/conversations/:id',
      title: 'Conversation',
      page: () => import('./pages/conversation-page'),
    },
  ],
}) satisfies RemoteManifest;

export default manifest;
