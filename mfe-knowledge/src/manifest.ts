import CollectionsBookmark from '@mui/icons-material/CollectionsBookmark';
import Description from '@mui/icons-material/Description';
import Language from '@mui/icons-material/Language';
import { BOT_ADMINS } from '@switchboard/domain';
import { readBuildStamp, type RemoteManifest } from '@switchboard/shared-auth';

/** Knowledge: the selected bot's documents, crawled websites and collections. */
const manifest = {
  name: 'knowledge',
  title: 'Knowledge',
  release: readBuildStamp(process.env.SWITCHBOARD_BUILD).release,
  routes: [
    {
      path: '/knowledge/documents',
      title: 'Documents',
      access: BOT_ADMINS,
      page: () => import('./pages/documents-page').then((m) => ({ default: m.DocumentsPage })),
    },
    {
      path: '/knowledge/websites',
      title: 'Websites',
      access: BOT_ADMINS,
      page: () => import('./pages/websites-page').then((m) => ({ default: m.WebsitesPage })),
    },
    {
      path: '/knowledge/collections',
      title: 'Collections',
      access: BOT_ADMINS,
      page: () => import('./pages/collections-page').then((m) => ({ default: m.CollectionsPage })),
    },
  ],
  menu: [
    {
      group: 'Analytics',
      label: 'Documents',
      to: '/knowledge/documents',
      match: 'exact',
      order: 20,
      access: BOT_ADMINS,
      icon: Description,
    },
    {
      group: 'Analytics',
      label: 'Websites',
      to: '/knowledge/websites',
      match: 'exact',
      order: 30,
      access: BOT_ADMINS,
      icon: Language,
    },
    {
      group: 'Analytics',
      label: 'Collections',
      to: '/knowledge/collections',
      match: 'exact',
      order: 40,
      access: BOT_ADMINS,
      icon: CollectionsBookmark,
    },
  ],
} satisfies RemoteManifest;

export default manifest;
