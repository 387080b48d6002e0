import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { AUDIT_ACTIONS, AUDIT_KINDS, type AuditEntry } from '@switchboard/domain';
import { FilterSelect, PageHeader } from '@switchboard/shared-ui';
import { ConsoleDataGrid } from '@switchboard/shared-ui/data-grid';
import { useCallback, useEffect, useState } from 'react';
import { useLazyAuditPageQuery, type AuditFilters } from './audit-api';
import { changesText } from './audit-csv';
import { EntityLink } from './entity-link';
import { ExportAuditButton } from './export-audit-button';
import { PersonFilter } from './person-filter';

const ALL = 'all';

const COLUMNS: GridColDef<AuditEntry>[] = [
  {
    field: 'at',
    headerName: 'When',
    type: 'dateTime',
    width: 180,
    valueGetter: (value: string) => new Date(value),
  },
  { field: 'actorEmail', headerName: 'Who', flex: 1, minWidth: 180 },
  { field: 'action', headerName: 'Action', width: 140 },
  { field: 'kind', headerName: 'Kind', width: 120 },
  {
    field: 'entityName',
    headerName: 'What',
    flex: 1.2,
    minWidth: 180,
    renderCell: ({ row }) => <EntityLink entry={row} />,
  },
  {
    field: 'changes',
    headerName: 'Changes',
    flex: 2,
    minWidth: 240,
    sortable: false,
    valueGetter: (_value, row) => changesText(row),
  },
];

/** Who changed what, newest first, filtered and paged on the server. */
export default function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [loaded, setLoaded] = useState<AuditEntry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [fetchPage, { error, isFetching }] = useLazyAuditPageQuery();

  /** The first page replaces what is shown; an older page (`before`) is added below it. */
  const load = useCallback(
    (current: AuditFilters, before?: string) => {
      fetchPage({ ...current, before })
        .unwrap()
        .then(
          (page) => {
            setLoaded((rows) => (before ? [...rows, ...page.items] : page.items));
            setNext(page.next);
          },
          // The hook's error shows the refusal with Retry.
          () => undefined,
        );
    },
    [fetchPage],
  );
  useEffect(() => load(filters), [filters, load]);

  const filter = (change: AuditFilters) => setFilters((current) => ({ ...current, ...change }));
  const pick = (value: string) => (value === ALL ? undefined : value);
  const dayStart = (value: string) =>
    value ? new Date(`${value}T00:00:00`).toISOString() : undefined;

  return (
    <>
      <PageHeader title="Audit Log" description="Who changed what in the console, newest first." />
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}>
        <PersonFilter onChange={(actor) => filter({ actor })} />
        <FilterSelect
          label="Kind"
          value={filters.kind ?? ALL}
          options={[{ value: ALL, label: 'All kinds' }, ...AUDIT_KINDS]}
          onChange={(value) => filter({ kind: pick(value) })}
        />
        <FilterSelect
          label="Action"
          value={filters.action ?? ALL}
          options={[{ value: ALL, label: 'All actions' }, ...AUDIT_ACTIONS]}
          onChange={(value) => filter({ action: pick(value) })}
        />
        <TextField
          label="From"
          type="date"
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => filter({ from: dayStart(event.target.value) })}
        />
        <TextField
          label="Until (before)"
          type="date"
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => filter({ to: dayStart(event.target.value) })}
        />
      </Stack>
      <ConsoleDataGrid
        label="Audit entries"
        // The toolbar's CSV would hold only the entries loaded; Export walks every match.
        csvExport={false}
        rows={loaded}
        columns={COLUMNS}
        loading={isFetching}
        error={
          error
            ? ((error as { message?: string }).message ?? 'Failed to fetch the audit log')
            : null
        }
        onRetry={() => load(filters)}
        emptyTitle="No entries"
        emptyMessage="Nothing recorded matches these filters."
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'center' }}>
        <ExportAuditButton filters={filters} />
        <Button disabled={!next || isFetching} onClick={() => load(filters, next ?? undefined)}>
          {next ? 'Load older entries' : 'No older entries'}
        </Button>
      </Stack>
    </>
  );
}
