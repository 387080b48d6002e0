import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import type { DuplicateChoice } from '@switchboard/domain';
import { useToast } from '@switchboard/shared-ui';
import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { CollectionSelect } from '../../../components/collection-select';
import { PublicSwitch } from '../../../components/public-switch';
import type { Collection } from '../../../lib/collection';
import { useUploadQueue, type UploadItem } from '../hooks/use-upload-queue';
import { formatBytes, type UploadRules } from './file-refusal';

export interface UploadDialogProps {
  open: boolean;
  botId: string;
  rules: UploadRules;
  collections: Collection[];
  /** Preselected collection for every added file (a collection's "Upload into"). */
  defaultCollectionId?: string;
  onClose: () => void;
}

const PHASE_TEXT: Record<UploadItem['phase'], string> = {
  waiting: 'Ready to upload',
  refused: 'Refused',
  sending: 'Uploading',
  processing: 'Processing',
  duplicate: 'Already stored',
  skipped: 'Skipped',
  ready: 'Ready',
  failed: 'Failed',
};

function UploadRow({
  item,
  collections,
  onChange,
  onRetry,
  onRemove,
  onDuplicate,
}: {
  item: UploadItem;
  collections: Collection[];
  onChange: (changes: Partial<UploadItem>) => void;
  onRetry: () => void;
  onRemove: () => void;
  onDuplicate: (choice: DuplicateChoice | 'skip') => void;
}) {
  const editable = item.phase === 'waiting' || item.phase === 'failed';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="upload-item" aria-label={item.file.name}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
            {item.file.name}{' '}
            <Typography component="span" color="text.secondary" variant="body2">
              {formatBytes(item.file.size)}
            </Typography>
          </Typography>
          <Typography data-testid="upload-phase" variant="body2">
            {PHASE_TEXT[item.phase]}
          </Typography>
        </Stack>
        {item.phase !== 'refused' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <CollectionSelect
              size="small"
              collections={collections}
              value={item.collectionId}
              disabled={!editable}
              onChange={(collectionId) => onChange({ collectionId })}
              sx={{ minWidth: 180 }}
            />
            <TextField
              size="small"
              label="Title"
              value={item.title}
              disabled={!editable}
              // Left blank, the service titles the document from its heading (Markdown and
              // text here already; PDF and Word as it reads them), else from its file name.
              placeholder="From its heading, else the file name"
              onChange={(event) => onChange({ title: event.target.value })}
              sx={{ flex: 1 }}
            />
          </Stack>
        ) : null}
        {item.phase !== 'refused' ? (
          <TextField
            size="small"
            label="Description"
            value={item.description}
            disabled={!editable}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        ) : null}
        {item.phase !== 'refused' ? (
          <PublicSwitch
            checked={item.isPublic}
            disabled={!editable}
            onChange={(isPublic) => onChange({ isPublic })}
          />
        ) : null}
        {item.phase === 'sending' ? (
          <LinearProgress
            variant="determinate"
            value={Math.round(item.sent * 100)}
            aria-label={`Uploading ${item.file.name}`}
          />
        ) : null}
        {item.phase === 'processing' ? (
          <LinearProgress aria-label={`Processing ${item.file.name}`} />
        ) : null}
        {item.message ? (
          <Alert
            severity={
              item.phase === 'refused' || item.phase === 'failed'
                ? 'error'
                : item.phase === 'duplicate'
                  ? 'warning'
                  : 'info'
            }
          >
            {item.message}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1}>
          {item.phase === 'duplicate' ? (
            <>
              <Button size="small" variant="contained" onClick={() => onDuplicate('replace')}>
                Replace
              </Button>
              <Button size="small" onClick={() => onDuplicate('keep')}>
                Keep both
              </Button>
              <Button size="small" color="inherit" onClick={() => onDuplicate('skip')}>
                Skip
              </Button>
            </>
          ) : null}
          {item.phase === 'failed' ? (
            <Button size="small" onClick={onRetry}>
              Retry {item.file.name}
            </Button>
          ) : null}
          {item.phase !== 'sending' && item.phase !== 'processing' ? (
            <Button size="small" color="inherit" onClick={onRemove}>
              Remove {item.file.name}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Pick or drop one or many files; each goes up on its own with its own settings and progress. */
export function UploadDialog({
  open,
  botId,
  rules,
  collections,
  defaultCollectionId,
  onClose,
}: UploadDialogProps) {
  const queue = useUploadQueue(botId, rules);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const busy = queue.items.some((item) => item.phase === 'sending' || item.phase === 'processing');
  const waiting = queue.items.filter((item) => item.phase === 'waiting').length;

  const add = (files: FileList | null) => {
    if (files) queue.addFiles([...files], defaultCollectionId);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };
  const { clear } = queue;
  const close = useCallback(() => {
    clear();
    onClose();
  }, [clear, onClose]);
  const toast = useToast();
  const uploaded = queue.items.filter((item) => item.phase === 'ready').length;
  const allSettled =
    queue.items.length > 0 &&
    queue.items.every((item) => item.phase === 'ready' || item.phase === 'skipped');
  // Every file is in: nothing is left to read or decide, so the dialog goes and the list
  // shows them. A refusal, a failure or a duplicate question keeps it open.
  useEffect(() => {
    if (!allSettled) return;
    if (uploaded > 0)
      toast.success(`Uploaded ${uploaded} ${uploaded === 1 ? 'document' : 'documents'}`);
    // Clearing the queue ends `allSettled`: this runs once per upload.
    close();
  }, [allSettled, uploaded, toast, close]);

  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="md">
      <DialogTitle>Upload documents</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Paper
            variant="outlined"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            sx={{
              p: 3,
              textAlign: 'center',
              borderStyle: 'dashed',
              bgcolor: dragging ? 'action.hover' : undefined,
            }}
          >
            <Typography>Drop files here or</Typography>
            <Button onClick={() => input.current?.click()}>Choose files</Button>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              data-testid="upload-input"
              accept={rules.extensions.map((ext) => `.${ext}`).join(',')}
              onChange={(event) => {
                add(event.target.files);
                event.target.value = '';
              }}
            />
            <Typography variant="body2" color="text.secondary">
              {rules.extensions.map((ext) => `.${ext}`).join(', ')} · up to{' '}
              {formatBytes(rules.maxBytes)} each
            </Typography>
          </Paper>
          {queue.items.map((item) => (
            <UploadRow
              key={item.key}
              item={item}
              collections={collections}
              onChange={(changes) => queue.patch(item.key, changes)}
              onRetry={() => void queue.send(item)}
              onRemove={() => queue.remove(item.key)}
              onDuplicate={(choice) =>
                choice === 'skip' ? queue.skip(item.key) : void queue.send(item, choice)
              }
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {queue.items.length > 0 && !busy && waiting === 0 ? 'Done' : 'Cancel'}
        </Button>
        <Button variant="contained" disabled={waiting === 0} onClick={() => void queue.startAll()}>
          Upload {waiting > 0 ? waiting : ''} {waiting === 1 ? 'file' : 'files'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
