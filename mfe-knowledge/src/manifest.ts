import CollectionsBookmark from '@mui/icons-material/CollectionsBookmark';
import Description from '@mui/icons-material/Description';
import Language from '@mui/icons-material/Language';
import { BOT_ADMINS } from '@switchboard/domain';
import { readBuildStamp, type RemoteManifest } from '@switchboard/shared-data';
import { knowledgePage } from './layout/knowledge-page';

/** Knowledge: the selected bot's documents, crawled websites, collections and retrieval test. */
const manifest = {
  name: 'knowledge',
  title: 'Knowledge',
  release: readBuildStamp(process.env.SWITCHBOARD_BUILD).release,
  routes: [
    {
      path: '/knowledge/documents',
      title: 'Documents',
      access: BOT_ADMINS,
      page: knowledgePage(() => import('./pages/documents-page')),
    },
    {
      path: '/knowledge/documents/:documentId',
      title: 'Document',
      access: BOT_ADMINS,
      page: knowledgePage(() => import('./pages/document-view-page')),
    },
    {
      path: '/knowledge/websites',
      title: 'Websites',
      access: BOT_ADMINS,
      page: knowledgePage(() => import('./pages/websites-page')),
    },
    {
      path: '/knowledge/collections',
      title: 'Collections',
      access: BOT_ADMINS,
      page: knowledgePage(() => import('./pages/collections-page')),
    },
    {
      path: '/knowledge/retrieval-test',
      title: 'Retrieval test',
      access: BOT_ADMINS,
      page: knowledgePage(() => import('./pages/retrieval-test-page')),
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
