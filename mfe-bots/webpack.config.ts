import { createFederatedConfig } from '@switchboard/tooling/webpack/create-config';

export default createFederatedConfig({
  packageDir: __dirname,
  name: 'bots',
  devPort: 4001,
  exposes: { './routes': './src/routes.tsx' },
  title: 'Switchboard · Bots',
});
