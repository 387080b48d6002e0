import CollectionsBookmark from '@mui/icons-material/CollectionsBookmark';
import Description from '@mui/icons-material/Description';
import Language from '@mui/icons-material/Language';
import { BOT_ADMINS } from '@switchboard/domain';
import {
  defineRemoteManifest,
  readBuildStamp,
  type RemoteManifest,
} from '@switchboard/shared-data';
import { knowledgePage } from './layout/knowledge-page';

/** Knowledge: the selected bot's documents, crawled websites, collections and retrieval test. */
const manifest = defineRemoteManifest({
  name: 'knowledge',
  title: 'Knowledge',
  release: readBuildStamp(process.env.SWITCHBOARD_BUILD).release,
  access: BOT_ADMINS,
  menuGroup: 'Analytics',
  pages: [
    {
      path: '/knowledge/documents',
      title: 'Documents',
      page: knowledgePage(() => import('./pages/documents-page')),
      menu: { order: 20, icon: Description },
    },
    {
      path: '/knowledge/documents/:documentId',
      title: 'Document',
      page: knowledgePage(() => import('./pages/document-view-page')),
    },
    {
      path: '/knowledge/websites',
      title: 'Websites',
      page: knowledgePage(() => import('./pages/websites-page')),
      menu: { order: 30, icon: Language },
    },
    {
      path: '/knowledge/collections',
      title: 'Collections',
      page: knowledgePage(() => import('./pages/collections-page')),
      menu: { order: 40, icon: CollectionsBookmark },
    },
    {
      path: '/knowledge/retrieval-test',
      title: 'Retrieval test',
      page: knowledgePage(() => import('./pages/retrieval-test-page')),
    },
  ],
}) satisfies RemoteManifest;

export default manifest;
