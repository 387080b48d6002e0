import Chip from '@mui/material/Chip';
import type { ConversationStatus } from '../../../lib/conversation-types';

const COLORS = { ACTIVE: 'success', ARCHIVED: 'default', CLOSED: 'warning' } as const;

export function StatusChip({ status }: { status: ConversationStatus }) {
  return (
    <Chip size="small" label={status} color={COLORS[status] ?? 'default'} variant="outlined" />
  );
}
