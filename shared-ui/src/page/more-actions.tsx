import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';

/**
 * A page header's secondary actions behind one button. The actions are the page's own
 * controls (links, buttons that open their own menus or file pickers), kept mounted so
 * what one started (an export in progress) is still shown when the list opens again.
 * Following a link closes the list.
 */
export function MoreActions({ children }: { children: ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a[href]')) setAnchor(null);
  };
  return (
    <>
      <IconButton
        aria-label="More actions"
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Popover
        id={id}
        keepMounted
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Stack
          role="group"
          aria-label="More actions"
          spacing={0.5}
          onClick={closeOnLink}
          sx={{
            p: 1,
            minWidth: 200,
            '& .MuiButton-root': { justifyContent: 'flex-start', width: '100%' },
          }}
        >
          {children}
        </Stack>
      </Popover>
    </>
  );
}
