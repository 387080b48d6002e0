import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { signOut, useSession } from '@switchboard/shared-auth';
import type { RemoteManifest } from '@switchboard/shared-data';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { ManifestRoutes } from './manifest-routes';
import { SessionCheck } from '../session/session-check';
import { SignInCard } from '../session/sign-in-card';

/**
 * A remote's pages behind the console's session: a sign-in while there is none, then the
 * pages with a bar naming the user and linking each menu entry, in place of the shell.
 */
export function StandaloneApp({ manifest, title }: { manifest: RemoteManifest; title: string }) {
  const { status, user } = useSession();
  if (status === 'loading') return <SessionCheck />;
  if (status === 'unauthenticated') return <SignInCard overline={`${title} · standalone`} />;
  const home = manifest.menu[0]?.to ?? manifest.routes[0]?.path ?? '/';
  return (
    <>
      <AppBar position="static" color="default" elevation={0}>
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <Typography sx={{ mr: 2 }}>{title}</Typography>
          {manifest.menu.map((entry) => (
            <Button key={entry.to} component={RouterLink} to={entry.to} size="small">
              {entry.label}
            </Button>
          ))}
          <Typography variant="body2" sx={{ ml: 'auto' }}>
            {user?.email}
          </Typography>
          <Button size="small" onClick={() => void signOut()}>
            Sign out
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: 3 }}>
        <ManifestRoutes manifest={manifest} otherwise={<Navigate to={home} replace />} />
      </Box>
    </>
  );
}
