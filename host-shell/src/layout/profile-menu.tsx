import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { signOut, useSession } from '@switchboard/shared-auth';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Headed by the username, with "Profile" (hash to /) and "Sign Out". */
export function ProfileMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const username = user?.username ?? '';

  async function handleSignOut() {
    setAnchor(null);
    await signOut();
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
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ListSubheader>{username}</ListSubheader>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            window.location.hash = '/';
          }}
        >
          Profile
        </MenuItem>
        <MenuItem onClick={() => void handleSignOut()}>Sign Out</MenuItem>
      </Menu>
    </>
  );
}
