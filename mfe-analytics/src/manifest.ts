import Dashboard from '@mui/icons-material/Dashboard';
import Forum from '@mui/icons-material/Forum';
import Insights from '@mui/icons-material/Insights';
import People from '@mui/icons-material/People';
import Speed from '@mui/icons-material/Speed';
import { defineRemoteManifest, type RemoteManifest } from '@switchboard/shared-data';
import { analyticsPage as page } from './layout/analytics-page';

/** Analytics: the selected bot's four analytics groups, their dashboard, and Reports. */
export default defineRemoteManifest({
  name: 'analytics',
  title: 'Analytics',
  build: process.env.SWITCHBOARD_BUILD,
  menuGroup: 'Analytics',
  // prettier-ignore
  pages: [
    // path                       title                   page                                                     sidebar entry
    ['/analytics/dashboard',      'Analytics Dashboard',  page(() => import('./pages/analytics-dashboard-page')),  { order: 10, icon: Dashboard, label: 'Dashboard' }],
    ['/analytics/users',          'Users Analytics',      page(() => import('./pages/users-analytics-page')),      { order: 50, icon: People }],
    ['/analytics/usage',          'Usage Summary',        page(() => import('./pages/usage-summary-page')),        { order: 60, icon: Speed }],
    ['/analytics/conversations',  'Conversation Summary', page(() => import('./pages/conversation-summary-page')), { order: 70, icon: Forum }],
    ['/analytics/business',       'Business Summary',     page(() => import('./pages/business-summary-page')),     { order: 80, icon: Insights }],
  ],
  widgets: { reports: () => import('./pages/reports-page') },
}) satisfies RemoteManifest;
