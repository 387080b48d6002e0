import AutorenewIcon from '@mui/icons-material/Autorenew';
import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useGetBotApiInfoQuery, type ApiError } from '@switchboard/shared-data';
import { PageHeader, useConfirmedDelete, useToast } from '@switchboard/shared-ui';
import { gridQueryState } from '@switchboard/shared-ui/data-grid';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetCollectionsQuery } from '../features/collections/api/collections-api';
import type { Webpage } from '../features/websites/api/webpage';
import {
  useDeleteWebpageMutation,
  useGetWebpagesQuery,
  useRetryFailedWebpagesMutation,
} from '../features/websites/api/websites-api';
import { SiteSchedules } from '../features/websites/components/site-schedules';
import { WebpageChunksDialog } from '../features/websites/components/webpage-chunks-dialog';
import { isRunning } from '../components/pipeline-state';
import { FOLLOW_MS, useCountsAfterSettling } from '../hooks/use-follow-running';
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
  const running = (pages.data ?? []).some((page) => isRunning(page.status));
  // While any page is being fetched again, the list (and its states) follows it.
  useGetWebpagesQuery(arg, { skip: !botId || !running, pollingInterval: FOLLOW_MS });
  useCountsAfterSettling(botId, running);
  const [retryFailed, retrying] = useRetryFailedWebpagesMutation();
  const [viewing, setViewing] = useState<Webpage | null>(null);
  const toast = useToast();
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
  const failed = (chosen.length > 0 ? rows.filter((page) => chosen.includes(page.id)) : rows)
    .filter((page) => page.status === 'failed')
    .map((page) => page.id);
  const retry = async () => {
    const result = await retryFailed({ botId, ids: failed });
    if ('error' in result) return toast.error((result.error as ApiError).message);
    const count = result.data.retried.length;
    toast.success(`Fetching ${count} ${count === 1 ? 'web page' : 'web pages'} again`);
  };

  return (
    <>
      <PageHeader
        title="Websites"
        description="Web pages crawled into the selected bot’s knowledge."
        secondaryActions={
          <>
            <Button
              variant="outlined"
              startIcon={<ReplayIcon />}
              disabled={failed.length === 0 || retrying.isLoading}
              onClick={() => void retry()}
            >
              Retry failed{failed.length > 0 ? ` (${failed.length})` : ''}
            </Button>
            <Button
              startIcon={<AutorenewIcon />}
              disabled={chosen.length === 0}
              onClick={() => void recrawls.run(chosen)}
            >
              Recrawl selected ({chosen.length})
            </Button>
          </>
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
      <SiteSchedules botId={botId} />
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Web pages
      </Typography>
      <WebpagesList
        pages={rows}
        state={gridQueryState(pages, 'Failed to fetch web pages')}
        recrawls={recrawls.states}
        selection={selection}
        onSelectionChange={setSelection}
        onEdit={setEditing}
        onDelete={deletion.ask}
        onRecrawl={(page) => void recrawls.run([page.id])}
        onView={setViewing}
      />
      {viewing ? (
        <WebpageChunksDialog botId={botId} page={viewing} onClose={() => setViewing(null)} />
      ) : null}
      {editing ? (
        <WebpageTitleDialog botId={botId} page={editing} onClose={() => setEditing(null)} />
      ) : null}
      {deletion.dialog}
    </>
  );
}
