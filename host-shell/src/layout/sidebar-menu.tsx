import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link, useLocation } from 'react-router-dom';
import { usePrefetchNearViewport } from '../app/prefetch-near-viewport';
import { usePrefetchPage } from '../app/prefetch-page';
import { useViewer } from '../auth/use-viewer';
import { useRemoteManifests } from '../federation/remote-manifests';
import { isMenuItemActive, visibleMenu } from '../routes/menu';

/**
 * The groups and entries this user's role allows, the current one marked. An entry's page
 * is fetched ahead when its link comes near the screen, or is hovered or focused.
 */
export function SidebarMenu() {
  const { pathname } = useLocation();
  const groups = visibleMenu(useViewer(), useRemoteManifests().remotes);
  const prefetch = usePrefetchPage();
  const prefetchWhenNear = usePrefetchNearViewport(prefetch);
  return (
    <nav aria-label="Main menu">
      {groups.map((group) => (
        <List
          key={group.label}
          dense
          subheader={<ListSubheader disableSticky>{group.label}</ListSubheader>}
        >
          {group.items.map((item) => {
            const active = isMenuItemActive(item, pathname);
            return (
              // A list holds list items; the link lives inside one.
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={Link}
                  to={item.to}
                  ref={prefetchWhenNear}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onMouseEnter={() => prefetch(item.to)}
                  onFocus={() => prefetch(item.to)}
                >
                  {item.icon ? (
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <item.icon />
                    </ListItemIcon>
                  ) : null}
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ))}
    </nav>
  );
}
