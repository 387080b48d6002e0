import Business from '@mui/icons-material/Business';
import Category from '@mui/icons-material/Category';
import { defineRemoteManifest, type RemoteManifest } from '@switchboard/shared-data';

/** Setup: the businesses bots serve and their types. */
export default defineRemoteManifest({
  name: 'setup',
  title: 'Setup',
  build: process.env.SWITCHBOARD_BUILD,
  menuGroup: 'Setup',
  // prettier-ignore
  pages: [
    // path                    title             page                                          sidebar entry
    ['/setup/businesses',      'Businesses',     () => import('./pages/businesses-page'),      { order: 10, icon: Business }],
    ['/setup/business-types',  'Business Types', () => import('./pages/business-types-page'),  { order: 20, icon: Category }],
  ],
}) satisfies RemoteManifest;
