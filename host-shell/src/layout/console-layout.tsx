import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BotFallbackNotice } from './bot-fallback-notice';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { ProfileMenu } from './profile-menu';
import { SidebarMenu } from './sidebar-menu';
import type { MenuMode } from '@switchboard/shared-ui';
import { useMenuState } from './use-menu-state';

const DRAWER_WIDTH = 264;

export interface ConsoleLayoutProps {
  brandName: string;
  menuMode: MenuMode;
  /** Extra topbar controls (the configuration button). */
  topbarActions?: ReactNode;
  children: ReactNode;
}

export function ConsoleLayout({
  brandName,
  menuMode,
  topbarActions,
  children,
}: ConsoleLayoutProps) {
  const menu = useMenuState(menuMode);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Toggle menu"
            aria-expanded={menu.open}
            onClick={menu.toggle}
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
          {/* One line at any width: a long brand ends in an ellipsis rather than a second line. */}
          <Typography
            variant="h6"
            component={Link}
            to="/"
            noWrap
            title={brandName}
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              flexGrow: 1,
              minWidth: 0,
              fontSize: { xs: '1.125rem', sm: '1.25rem' },
            }}
          >
            {brandName}
          </Typography>
          {topbarActions}
          <ProfileMenu />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={menu.floating ? 'temporary' : 'persistent'}
        open={menu.open}
        onClose={menu.close}
        data-testid={menu.floating ? 'menu-overlay' : 'menu-static'}
        sx={{
          width: !menu.floating && menu.open ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <SidebarMenu />
      </Drawer>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, minWidth: 0, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        <BotFallbackNotice />
        {children}
      </Box>
    </Box>
  );
}
