import CollectionsBookmark from '@mui/icons-material/CollectionsBookmark';
import Description from '@mui/icons-material/Description';
import Language from '@mui/icons-material/Language';
import { defineRemoteManifest, type RemoteManifest } from '@switchboard/shared-data';
import { knowledgePage as page } from './layout/knowledge-page';

/** Knowledge: the selected bot's documents, crawled websites, collections and retrieval test. */
export default defineRemoteManifest({
  name: 'knowledge',
  title: 'Knowledge',
  build: process.env.SWITCHBOARD_BUILD,
  menuGroup: 'Analytics',
  // prettier-ignore
  pages: [
    // path                              title             page                                                sidebar entry
    ['/knowledge/documents',             'Documents',      page(() => import('./pages/documents-page')),      { order: 20, icon: Description }],
    ['/knowledge/documents/:documentId', 'Document',       page(() => import('./pages/document-view-page'))],
    ['/knowledge/websites',              'Websites',       page(() => import('./pages/websites-page')),       { order: 30, icon: Language }],
    ['/knowledge/collections',           'Collections',    page(() => import('./pages/collections-page')),    { order: 40, icon: CollectionsBookmark }],
    ['/knowledge/answers',               'Answers',        page(() => import('./pages/answers-page'))],
    ['/knowledge/retrieval-test',        'Retrieval test', page(() => import('./pages/retrieval-test-page'))],
    ['/knowledge/synonyms',              'Synonyms',       page(() => import('./pages/synonyms-page'))],
  ],
}) satisfies RemoteManifest;
