import { createFederatedConfig } from '@switchboard/tooling/webpack/create-config';

export default createFederatedConfig({
  packageDir: __dirname,
  name: 'setup',
  devPort: 4003,
  exposes: { './manifest': './src/manifest.ts' },
  title: 'Switchboard · Setup',
});
