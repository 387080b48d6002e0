import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { CollectionStats } from '@switchboard/domain';
import type { ApiError } from '@switchboard/shared-data';
import { PageHeader } from '@switchboard/shared-ui';
import { ConsoleDataGrid, gridQueryState } from '@switchboard/shared-ui/data-grid';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetCollectionStatsQuery } from '../features/collections/api/collections-api';
import { CollectionCreateDialog } from '../features/collections/components/collection-create-dialog';
import { CollectionDeleteDialog } from '../features/collections/components/collection-delete-dialog';
import { CollectionRenameDialog } from '../features/collections/components/collection-rename-dialog';
import { useGetDocumentsQuery } from '../features/documents/api/documents-api';
import { useGetWebpagesQuery } from '../features/websites/api/websites-api';
import { NoBotSelected } from '../components/no-bot-selected';
import { useKnowledgeBot } from '../hooks/use-knowledge-bot';

type Row = CollectionStats & { id: string };
const UNCATEGORISED = '__none__';

function CollectionContents({
  botId,
  row,
  onDelete,
  onRename,
  onClose,
}: {
  botId: string;
  row: Row;
  onDelete: () => void;
  onRename: () => void;
  onClose: () => void;
}) {
  const documents = useGetDocumentsQuery({ botId });
  const pages = useGetWebpagesQuery({ botId });
  const inCollection = <T extends { collection_id: string | null }>(items: T[] | undefined) =>
    (items ?? []).filter((item) => item.collection_id === row.collection_id);
  const query = row.collection_id
    ? `?collection=${encodeURIComponent(row.collection_id)}&upload=1`
    : '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{row.name}</DialogTitle>
      <DialogContent>
        <Typography variant="h6" component="h3">
          Documents
        </Typography>
        <List dense aria-label="Documents in the collection">
          {inCollection(documents.data).map((doc) => (
            <ListItem key={doc.id} component={RouterLink} to={`/knowledge/documents/${doc.id}`}>
              <ListItemText primary={doc.title} secondary={doc.file_name} />
            </ListItem>
          ))}
        </List>
        {documents.error ? (
          <Typography color="error">{(documents.error as ApiError).message}</Typography>
        ) : null}
        <Typography variant="h6" component="h3">
          Web pages
        </Typography>
        <List dense aria-label="Web pages in the collection">
          {inCollection(pages.data).map((page) => (
            <ListItem key={page.id}>
              <ListItemText primary={page.title ?? page.url} secondary={page.url} />
            </ListItem>
          ))}
        </List>
        {pages.error ? (
          <Typography color="error">{(pages.error as ApiError).message}</Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        {row.collection_id ? (
          <Button color="error" onClick={onDelete}>
            Delete collection
          </Button>
        ) : null}
        {row.collection_id ? <Button onClick={onRename}>Rename</Button> : null}
        {row.collection_id ? (
          <Button component={RouterLink} to={`/knowledge/documents${query}`}>
            Upload into this collection
          </Button>
        ) : null}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function CollectionsPage() {
  const { botId } = useKnowledgeBot();
  const stats = useGetCollectionStatsQuery({ botId: botId ?? '' }, { skip: !botId });
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [renaming, setRenaming] = useState<Row | null>(null);
  if (!botId) return <NoBotSelected title="Collections" />;
  const rows: Row[] = (stats.data ?? []).map((row) => ({
    ...row,
    id: row.collection_id ?? UNCATEGORISED,
  }));
  const columns: GridColDef<Row>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'description', headerName: 'Description', flex: 1.5, minWidth: 180 },
    { field: 'type', headerName: 'Type', width: 110 },
    { field: 'documents', headerName: 'Documents', type: 'number', width: 110 },
    { field: 'webpages', headerName: 'Pages', type: 'number', width: 90 },
    { field: 'chunks', headerName: 'Chunks', type: 'number', width: 90 },
    {
      field: 'last_updated',
      headerName: 'Last update',
      type: 'dateTime',
      width: 170,
      valueGetter: (value: string | null) => (value ? new Date(value) : null),
    },
  ];
  const createButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
      New collection
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Collections"
        description="How the selected bot’s knowledge is grouped. Open a row to see what it holds."
        actions={createButton}
      />
      <ConsoleDataGrid
        label="Collections"
        rows={rows}
        columns={columns}
        {...gridQueryState(stats, 'Failed to fetch collection stats')}
        onRowClick={({ row }) => setOpen(row as Row)}
        emptyTitle="No collections yet"
        emptyMessage="Collections appear when knowledge is added."
        emptyAction={createButton}
      />
      {creating ? (
        <CollectionCreateDialog botId={botId} onClose={() => setCreating(false)} />
      ) : null}
      {open ? (
        <CollectionContents
          botId={botId}
          row={open}
          onDelete={() => {
            setDeleting(open);
            setOpen(null);
          }}
          onRename={() => {
            setRenaming(open);
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {renaming?.collection_id ? (
        <CollectionRenameDialog
          botId={botId}
          collection={{
            id: renaming.collection_id,
            name: renaming.name,
            description: renaming.description,
          }}
          onClose={() => setRenaming(null)}
        />
      ) : null}
      {deleting ? (
        <CollectionDeleteDialog
          botId={botId}
          collection={deleting}
          others={rows.filter(
            (row) => row.collection_id !== null && row.collection_id !== deleting.collection_id,
          )}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
