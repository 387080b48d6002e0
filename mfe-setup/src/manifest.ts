import Business from '@mui/icons-material/Business';
import Category from '@mui/icons-material/Category';
import { BOT_ADMINS } from '@switchboard/domain';
import { readBuildStamp, type RemoteManifest } from '@switchboard/shared-data';

/** Setup: the businesses bots serve and their types. */
const manifest = {
  name: 'setup',
  title: 'Setup',
  release: readBuildStamp(process.env.SWITCHBOARD_BUILD).release,
  routes: [
    {
      path: '/setup/businesses',
      title: 'Businesses',
      access: BOT_ADMINS,
      page: () => import('./pages/businesses-page').then((m) => ({ default: m.BusinessesPage })),
    },
    {
      path: '/setup/business-types',
      title: 'Business Types',
      access: BOT_ADMINS,
      page: () =>
        import('./pages/business-types-page').then((m) => ({ default: m.BusinessTypesPage })),
    },
  ],
  menu: [
    {
      group: 'Setup',
      label: 'Businesses',
      to: '/setup/businesses',
      match: 'exact',
      order: 10,
      access: BOT_ADMINS,
      icon: Business,
    },
    {
      group: 'Setup',
      label: 'Business Types',
      to: '/setup/business-types',
      match: 'exact',
      order: 20,
      access: BOT_ADMINS,
      icon: Category,
    },
  ],
} satisfies RemoteManifest;

export default manifest;
