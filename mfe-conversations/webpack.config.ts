import { createFederatedConfig } from '@switchboard/tooling/webpack/create-config';

export default createFederatedConfig({
  packageDir: __dirname,
  name: 'conversations',
  devPort: 4002,
  exposes: { './manifest': './src/manifest.ts' },
  title: 'Switchboard · Conversations',
});
