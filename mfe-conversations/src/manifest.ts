import Forum from '@mui/icons-material/Forum';
import { defineRemoteManifest, type RemoteManifest } from '@switchboard/shared-data';

/** Conversations: review conversations held with bots and chat with them. */
export default defineRemoteManifest({
  name: 'conversations',
  title: 'Conversations',
  build: process.env.SWITCHBOARD_BUILD,
  menuGroup: 'Assistants',
  // prettier-ignore
  pages: [
    // path                        title             page                                         sidebar entry
    ['/conversations',             'Conversations',  () => import('./pages/conversations-list-page'), { order: 20, icon: Forum, match: 'prefix' }],
    ['/conversations/playground',  'Knowledge chat', () => import('./pages/playground-page')],
    ['/conversations/needs-review','Needs review',   () => import('./pages/needs-review-page')],
    ['/conversations/search',      'Search messages',() => import('./pages/message-search-page')],
    ['/conversations/:id',         'Conversation',   () => import('./pages/conversation-page')],
  ],
}) satisfies RemoteManifest;
