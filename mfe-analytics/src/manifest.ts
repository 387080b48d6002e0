import Dashboard from '@mui/icons-material/Dashboard';
import Forum from '@mui/icons-material/Forum';
import Insights from '@mui/icons-material/Insights';
import People from '@mui/icons-material/People';
import Speed from '@mui/icons-material/Speed';
import { BOT_ADMINS } from '@switchboard/domain';
import { readBuildStamp, type RemoteManifest } from '@switchboard/shared-data';
import { analyticsPage } from './layout/analytics-page';

/** Analytics: the selected bot's four analytics groups, their dashboard, and Reports. */
const manifest = {
  name: 'analytics',
  title: 'Analytics',
  release: readBuildStamp(process.env.SWITCHBOARD_BUILD).release,
  routes: [
    {
      path: '/analytics/dashboard',
      title: 'Analytics Dashboard',
      access: BOT_ADMINS,
      page: analyticsPage(() => import('./pages/analytics-dashboard-page')),
    },
    {
      path: '/analytics/users',
      title: 'Users Analytics',
      access: BOT_ADMINS,
      page: analyticsPage(() => import('./pages/users-analytics-page')),
    },
    {
      path: '/analytics/usage',
      title: 'Usage Summary',
      access: BOT_ADMINS,
      page: analyticsPage(() => import('./pages/usage-summary-page')),
    },
    {
      path: '/analytics/conversations',
      title: 'Conversation Summary',
      access: BOT_ADMINS,
      page: analyticsPage(() => import('./pages/conversation-summary-page')),
    },
    {
      path: '/analytics/business',
      title: 'Business Summary',
      access: BOT_ADMINS,
      page: analyticsPage(() => import('./pages/business-summary-page')),
    },
  ],
  menu: [
    {
      group: 'Analytics',
      label: 'Dashboard',
      to: '/analytics/dashboard',
      match: 'exact',
      order: 10,
      access: BOT_ADMINS,
      icon: Dashboard,
    },
    {
      group: 'Analytics',
      label: 'Users Analytics',
      to: '/analytics/users',
      match: 'exact',
      order: 50,
      access: BOT_ADMINS,
      icon: People,
    },
    {
      group: 'Analytics',
      label: 'Usage Summary',
      to: '/analytics/usage',
      match: 'exact',
      order: 60,
      access: BOT_ADMINS,
      icon: Speed,
    },
    {
      group: 'Analytics',
      label: 'Conversation Summary',
      to: '/analytics/conversations',
      match: 'exact',
      order: 70,
      access: BOT_ADMINS,
      icon: Forum,
    },
    {
      group: 'Analytics',
      label: 'Business Summary',
      to: '/analytics/business',
      match: 'exact',
      order: 80,
      access: BOT_ADMINS,
      icon: Insights,
    },
  ],
  widgets: {
    reports: () => import('./reports'),
  },
} satisfies RemoteManifest;

export default manifest;
