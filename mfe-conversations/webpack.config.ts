import { createFederatedConfig } from '@switchboard/tooling/webpack/create-config';

export default createFederatedConfig({
  packageDir: __dirname,
  name: 'conversations',
  devPort: 4002,
  exposes: { './routes': './src/routes.tsx' },
  title: 'Switchboard · Conversations',
});
