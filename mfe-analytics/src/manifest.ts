import Dashboard from '@mui/icons-material/Dashboard';
import Forum from '@mui/icons-material/Forum';
import Insights from '@mui/icons-material/Insights';
import People from '@mui/icons-material/People';
import Speed from '@mui/icons-material/Speed';
import { BOT_ADMINS } from '@switchboard/domain';
import {
  defineRemoteManifest,
  readBuildStamp,
  type RemoteManifest,
} from '@switchboard/shared-data';
import { analyticsPage } from './layout/analytics-page';

/** Analytics: the selected bot's four analytics groups, their dashboard, and Reports. */
const manifest = defineRemoteManifest({
  name: 'analytics',
  title: 'Analytics',
  release: readBuildStamp(process.env.SWITCHBOARD_BUILD).release,
  access: BOT_ADMINS,
  menuGroup: 'Analytics',
  pages: [
    {
      path: '/analytics/dashboard',
      title: 'Analytics Dashboard',
      page: analyticsPage(() => import('./pages/analytics-dashboard-page')),
      menu: { label: 'Dashboard', order: 10, icon: Dashboard },
    },
    {
      path: '/analytics/users',
      title: 'Users Analytics',
      page: analyticsPage(() => import('./pages/users-analytics-page')),
      menu: { order: 50, icon: People },
    },
    {
      path: '/analytics/usage',
      title: 'Usage Summary',
      page: analyticsPage(() => import('./pages/usage-summary-page')),
      menu: { order: 60, icon: Speed },
    },
    {
      path: '/analytics/conversations',
      title: 'Conversation Summary',
      page: analyticsPage(() => import('./pages/conversation-summary-page')),
      menu: { order: 70, icon: Forum },
    },
    {
      path: '/analytics/business',
      title: 'Business Summary',
      page: analyticsPage(() => import('./pages/business-summary-page')),
      menu: { order: 80, icon: Insights },
    },
  ],
  widgets: {
    reports: () => import('./reports'),
  },
}) satisfies RemoteManifest;

export default manifest;
