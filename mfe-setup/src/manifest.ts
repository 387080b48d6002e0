import Business from '@mui/icons-material/Business';
import Category from '@mui/icons-material/Category';
import { BOT_ADMINS } from '@switchboard/domain';
import {
  defineRemoteManifest,
  readBuildStamp,
  type RemoteManifest,
} from '@switchboard/shared-data';

/** Setup: the businesses bots serve and their types. */
const manifest = defineRemoteManifest({
  name: 'setup',
  title: 'Setup',
  release: readBuildStamp(process.env.SWITCHBOARD_BUILD).release,
  access: BOT_ADMINS,
  menuGroup: 'Setup',
  pages: [
    {
      path: '/setup/businesses',
      title: 'Businesses',
      page: () => import('./pages/businesses-page').then((m) => ({ default: m.BusinessesPage })),
      menu: { order: 10, icon: Business },
    },
    {
      path: '/setup/business-types',
      title: 'Business Types',
      page: () =>
        import('./pages/business-types-page').then((m) => ({ default: m.BusinessTypesPage })),
      menu: { order: 20, icon: Category },
    },
  ],
}) satisfies RemoteManifest;

export default manifest;
