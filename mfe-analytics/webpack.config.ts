import { createFederatedConfig } from '@switchboard/tooling/webpack/create-config';

export default createFederatedConfig({
  packageDir: __dirname,
  name: 'analytics',
  devPort: 4005,
  exposes: { './manifest': './src/manifest.ts' },
  title: 'Switchboard · Analytics',
});
