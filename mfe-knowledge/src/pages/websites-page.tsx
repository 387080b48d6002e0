import AutorenewIcon from '@mui/icons-material/Autorenew';
import Button from '@mui/material/Button';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useGetBotApiInfoQuery } from '@switchboard/shared-data';
import { PageHeader, useConfirmedDelete } from '@switchboard/shared-ui';
import { gridQueryState } from '@switchboard/shared-ui/data-grid';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetCollectionsQuery } from '../features/collections/api/collections-api';
import type { Webpage } from '../features/websites/api/webpage';
import {
  useDeleteWebpageMutation,
  useGetWebpagesQuery,
} from '../features/websites/api/websites-api';
import { CrawlForm } from '../features/websites/components/crawl-form';
import { CrawlProgress } from '../features/websites/components/crawl-progress';
import { WebpageTitleDialog } from '../features/websites/components/webpage-title-dialog';
import { WebpagesList } from '../features/websites/components/webpages-list';
import { useRecrawls } from '../features/websites/hooks/use-recrawls';
import { NoBotSelected } from '../components/no-bot-selected';
import { useKnowledgeBot } from '../hooks/use-knowledge-bot';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

function selectedIds(selection: GridRowSelectionModel, pages: Webpage[]): string[] {
  return pages
    .map((page) => page.id)
    .filter((id) => (selection.type === 'include') === selection.ids.has(id));
}

export default function WebsitesPage() {
  const { botId } = useKnowledgeBot();
  const [params] = useSearchParams();
  const collectionFilter = params.get('collection');
  const arg = { botId: botId ?? '' };
  const pages = useGetWebpagesQuery(arg, { skip: !botId });
  const collections = useGetCollectionsQuery(arg, { skip: !botId });
  const info = useGetBotApiInfoQuery(arg.botId, { skip: !botId });
  const [deletePage] = useDeleteWebpageMutation();
  const recrawls = useRecrawls(botId ?? '');
  const [jobId, setJobId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Webpage | null>(null);
  const deletion = useConfirmedDelete<Webpage>({
    noun: 'web page',
    remove: (page) => deletePage({ botId: botId ?? '', id: page.id }),
    successMessage: 'Web page deleted',
    describe: (page) => <>“{page.title ?? page.url}” and its chunks leave the bot’s knowledge.</>,
    waitForServer: true,
  });
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);

  if (!botId) return <NoBotSelected title="Websites" />;
  const rows = (pages.data ?? []).filter(
    (page) => !collectionFilter || page.collection_id === collectionFilter,
  );
  const chosen = selectedIds(selection, rows);

  return (
    <>
      <PageHeader
        title="Websites"
        description="Web pages crawled into the selected bot’s knowledge."
        actions={
          <Button
            startIcon={<AutorenewIcon />}
            disabled={chosen.length === 0}
            onClick={() => void recrawls.run(chosen)}
          >
            Recrawl selected ({chosen.length})
          </Button>
        }
      />
      <CrawlForm
        botId={botId}
        collections={collections.data ?? []}
        demoSiteUrl={info.data?.demo_site_url ?? null}
        onStarted={(job) => setJobId(job.id)}
      />
      {jobId ? (
        <CrawlProgress key={jobId} botId={botId} jobId={jobId} onDismiss={() => setJobId(null)} />
      ) : null}
      <WebpagesList
        pages={rows}
        state={gridQueryState(pages, 'Failed to fetch web pages')}
        recrawls={recrawls.states}
        selection={selection}
        onSelectionChange={setSelection}
        onEdit={setEditing}
        onDelete={deletion.ask}
        onRecrawl={(page) => void recrawls.run([page.id])}
      />
      {editing ? (
        <WebpageTitleDialog botId={botId} page={editing} onClose={() => setEditing(null)} />
      ) : null}
      {deletion.dialog}
    </>
  );
}
