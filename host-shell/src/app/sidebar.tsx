import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link, useLocation } from 'react-router-dom';
import { BOT_ADMIN_MENU, HOME_MENU, isMenuItemActive, type MenuGroup } from '../routes/menu';

const GROUPS: readonly MenuGroup[] = [HOME_MENU, ...BOT_ADMIN_MENU];

export function Sidebar() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main menu">
      {GROUPS.map((group) => (
        <List
          key={group.label}
          dense
          subheader={<ListSubheader disableSticky>{group.label}</ListSubheader>}
        >
          {group.items.map((item) => (
            <ListItemButton
              key={item.to}
              component={Link}
              to={item.to}
              selected={isMenuItemActive(item, pathname)}
              aria-current={isMenuItemActive(item, pathname) ? 'page' : undefined}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      ))}
    </nav>
  );
}
