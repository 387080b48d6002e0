import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, type ReactNode } from 'react';
import { MoreActions } from './more-actions';
import { useFitsInline } from './use-fits-inline';

export interface PageHeaderProps {
  title: string;
  description?: string;
  /** The page's main actions: always shown at the right of the heading. */
  actions?: ReactNode;
  /**
   * Actions used less often: shown before the main ones while the header has room,
   * otherwise behind a "More actions" button, so the actions never wrap or widen the page.
   */
  secondaryActions?: ReactNode;
}

/** Below this width the actions sit under the heading rather than beside it. */
const SIDE_BY_SIDE_PX = 600;
/** What the heading and its description keep beside the actions. */
const HEADING_ROOM_PX = 288;
const GAP_PX = 16;

const actionRow = {
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: 1,
  width: 'max-content',
  '& .MuiButton-root': { whiteSpace: 'nowrap' },
} as const;

function roomForActions(width: number): number {
  return width >= SIDE_BY_SIDE_PX ? width - HEADING_ROOM_PX - GAP_PX : width;
}

/**
 * The one page header: level-one heading, description, and actions that stay on one line
 * from a phone to a wide screen (the secondary ones fold into a menu when room runs out).
 */
export function PageHeader({ title, description, actions, secondaryActions }: PageHeaderProps) {
  const header = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const inline = useFitsInline(header, row, roomForActions, Boolean(secondaryActions));
  const hasActions = Boolean(actions || secondaryActions);
  return (
    <Box
      ref={header}
      sx={{
        mb: 3,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        columnGap: `${GAP_PX}px`,
        rowGap: 1.5,
      }}
    >
      <Box sx={{ flex: `1 1 ${HEADING_ROOM_PX}px`, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {description ? (
          <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        ) : null}
      </Box>
      {hasActions ? (
        <Box
          ref={inline ? row : undefined}
          data-testid="page-header-actions"
          sx={{ ...actionRow, ml: 'auto', maxWidth: '100%' }}
        >
          {secondaryActions && inline ? secondaryActions : null}
          {secondaryActions && !inline ? <MoreActions>{secondaryActions}</MoreActions> : null}
          {actions}
        </Box>
      ) : null}
    </Box>
  );
}
