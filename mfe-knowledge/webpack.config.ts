import { createFederatedConfig } from '@switchboard/tooling/webpack/create-config';

export default createFederatedConfig({
  packageDir: __dirname,
  name: 'knowledge',
  devPort: 4004,
  exposes: { './manifest': './src/manifest.ts' },
  title: 'Switchboard · Knowledge',
});
