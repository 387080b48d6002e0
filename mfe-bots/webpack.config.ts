import { createFederatedConfig } from '@switchboard/tooling/webpack/create-config';

export default createFederatedConfig({
  packageDir: __dirname,
  name: 'bots',
  devPort: 4001,
  exposes: { './manifest': './src/manifest.ts' },
  title: 'Switchboard · Bots',
});
