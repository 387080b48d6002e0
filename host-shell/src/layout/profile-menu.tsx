import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { signOut, useSession } from '@switchboard/shared-auth';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Headed by the username, with "Profile" (hash to /), "Sign Out" (this browser) and "Sign out
 * everywhere" (every session of the account). The heading sits outside the `menu` list, which
 * may hold only menu items.
 */
export function ProfileMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const headingId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const username = user?.username ?? '';

  async function handleSignOut(scope: 'local' | 'global') {
    setAnchor(null);
    await signOut(scope);
    navigate('/auth/login', { replace: true });
  }

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Profile"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: '0.9rem' }}>
          {username.slice(0, 1).toUpperCase()}
        </Avatar>
      </IconButton>
      <Popover
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography
          id={headingId}
          variant="subtitle2"
          color="text.secondary"
          sx={{ px: 2, pt: 1.5, pb: 0.5 }}
        >
          {username}
        </Typography>
        <MenuList autoFocusItem={Boolean(anchor)} aria-labelledby={headingId}>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              window.location.hash = '/';
            }}
          >
            Profile
          </MenuItem>
          <MenuItem onClick={() => void handleSignOut('local')}>Sign Out</MenuItem>
          <Divider component="li" role="separator" />
          <MenuItem onClick={() => void handleSignOut('global')}>Sign out everywhere</MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
