import Link from '@mui/material/Link';
import { useCellFocus, type CellFocus } from '@switchboard/shared-ui/data-grid';
import { Link as RouterLink } from 'react-router-dom';

/** The conversation's title, opening it; one Tab stop for the whole grid (see useCellFocus). */
export function TitleLink({ id, title, cell }: { id: string; title: string; cell: CellFocus }) {
  const focus = useCellFocus<HTMLAnchorElement>(cell);
  return (
    <Link component={RouterLink} to={`/conversations/${id}`} {...focus}>
      {title}
    </Link>
  );
}

/** The user's e-mail, narrowing the list to their conversations. */
export function UserLink({
  email,
  cell,
  onClick,
}: {
  email: string;
  cell: CellFocus;
  onClick: () => void;
}) {
  const focus = useCellFocus<HTMLButtonElement>(cell);
  return (
    <Link
      component="button"
      type="button"
      onClick={onClick}
      title="Show this user's conversations"
      {...focus}
    >
      {email}
    </Link>
  );
}
