import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface StaleWriteField {
  name: string;
  label: string;
  /** How a value reads (a type's name for its id); text as is by default. */
  format?: (value: unknown) => string;
}

export interface StaleWriteNoticeProps {
  fields: StaleWriteField[];
  /** The record as someone else saved it. */
  theirs: Record<string, unknown>;
  /** What this user has in the form, kept until they choose. */
  yours: Record<string, unknown>;
  busy?: boolean;
  onOverwrite: () => void;
  onReload: () => void;
}

const EMPTY = '(empty)';

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

const shown = (field: StaleWriteField, value: unknown) =>
  value === null || value === undefined || value === '' ? EMPTY : (field.format ?? plain)(value);

/**
 * Shown when a save was refused because someone else saved the record first: which fields
 * now differ, their value next to this user's, and the two ways on. Nothing typed is lost.
 */
export function StaleWriteNotice({
  fields,
  theirs,
  yours,
  busy,
  onOverwrite,
  onReload,
}: StaleWriteNoticeProps) {
  const differing = fields.filter(
    (field) => plain(theirs[field.name]) !== plain(yours[field.name]),
  );
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>Someone else saved this record after you opened it</AlertTitle>
      {differing.length > 0
        ? 'Their saved values differ from yours here:'
        : 'Their saved values match what you have, though the record has a newer version.'}
      {differing.length > 0 ? (
        <Table size="small" aria-label="Changed fields" sx={{ my: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th">Field</TableCell>
              <TableCell component="th">Saved now</TableCell>
              <TableCell component="th">Yours</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {differing.map((field) => (
              <TableRow key={field.name}>
                <TableCell>{field.label}</TableCell>
                <TableCell>{shown(field, theirs[field.name])}</TableCell>
                <TableCell>{shown(field, yours[field.name])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="contained" disabled={busy} onClick={onOverwrite}>
          Overwrite with mine
        </Button>
        <Button size="small" disabled={busy} onClick={onReload}>
          Load their version
        </Button>
      </Stack>
    </Alert>
  );
}
