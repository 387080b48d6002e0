import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '@switchboard/shared-data';
import { downloadFile, useToast } from '@switchboard/shared-ui';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { ConversationFilters, ConversationScope } from '../api/conversation-list-types';
import { conversationsApi, EXPORT_BATCH } from '../api/conversations-api';
import { walkExport, type ExportFormat } from '../lib/export-walk';

export interface ExportButtonProps {
  scope: ConversationScope;
  filters: ConversationFilters;
  botName: (botId: string) => string;
  /** Nothing to export yet (the one-user scope before a user is picked). */
  disabled?: boolean;
}

const plural = (count: number, noun: string) =>
  `${count.toLocaleString()} ${noun}${count === 1 ? '' : 's'}`;

function exportedMessage(format: ExportFormat, conversations: number, rows: number): string {
  const what = plural(conversations, 'conversation');
  return format === 'csv' ? `Exported ${what} (${plural(rows, 'row')})` : `Exported ${what}`;
}

/** CSV or JSON of every conversation the filters match, with their messages. */
export function ExportButton({ scope, filters, botName, disabled }: ExportButtonProps) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = async (format: ExportFormat) => {
    setAnchor(null);
    setError(null);
    setProgress({ done: 0, total: 0 });
    controller.current = new AbortController();
    try {
      const result = await walkExport({
        scope,
        filters,
        format,
        batchSize: EXPORT_BATCH,
        botName,
        signal: controller.current.signal,
        onProgress: (done, total) => setProgress({ done, total }),
        fetchBatch: (offset) =>
          dispatch(
            conversationsApi.endpoints.exportPage.initiate(
              // Oldest first: conversations that gain activity or arrive meanwhile
              // neither shift the walk's offsets nor get exported twice.
              {
                scope,
                filters: { ...filters, sort: 'createdAt:asc' },
                limit: EXPORT_BATCH,
                offset,
              },
              { subscribe: false, forceRefetch: true },
            ),
          ).unwrap(),
      });
      downloadFile(`conversations-${new Date().toISOString().slice(0, 10)}.${format}`, result.blob);
      toast.success(exportedMessage(format, result.conversations, result.rows));
    } catch (failure) {
      if (!(failure instanceof DOMException && failure.name === 'AbortError')) {
        setError(apiErrorMessage(failure, 'Failed to fetch conversations'));
      }
    } finally {
      setProgress(null);
      controller.current = null;
    }
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 200 }}>
      {progress ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Stack sx={{ flex: 1 }}>
            <Typography variant="caption" role="status">
              Exporting {progress.done.toLocaleString()} of {progress.total.toLocaleString()}
            </Typography>
            <LinearProgress
              variant={progress.total ? 'determinate' : 'indeterminate'}
              value={progress.total ? (100 * progress.done) / progress.total : 0}
              aria-label="Export progress"
            />
          </Stack>
          <Button size="small" onClick={() => controller.current?.abort()}>
            Cancel
          </Button>
        </Stack>
      ) : (
        <Button
          variant="outlined"
          startIcon={<FileDownload />}
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="menu"
          disabled={disabled}
        >
          Export
        </Button>
      )}
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void run('csv')}>CSV (one row per message)</MenuItem>
        <MenuItem onClick={() => void run('json')}>JSON (conversations with messages)</MenuItem>
      </Menu>
      {error ? (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
