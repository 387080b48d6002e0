import Link from '@mui/material/Link';
import type { AuditEntry } from '@switchboard/domain';
import { botSelected, useAppDispatch } from '@switchboard/shared-data';
import { Link as RouterLink } from 'react-router-dom';
import { auditLink } from './audit-link';

/**
 * An entry's thing, linked to the page that shows it while it exists; a bot's knowledge
 * opens with that bot selected, since the knowledge pages show the selected bot's.
 */
export function EntityLink({ entry }: { entry: AuditEntry }) {
  const dispatch = useAppDispatch();
  const to = entry.exists ? auditLink(entry.kind, entry.entityId) : null;
  const name = entry.entityName ?? entry.entityId ?? '';
  if (!to) return name;
  const { botId } = entry;
  return (
    <Link
      component={RouterLink}
      to={to}
      onClick={botId ? () => dispatch(botSelected(botId)) : undefined}
    >
      {name}
    </Link>
  );
}
