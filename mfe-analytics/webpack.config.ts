import { createFederatedConfig } from '@switchboard/tooling/webpack/create-config';

export default createFederatedConfig({
  packageDir: __dirname,
  name: 'analytics',
  devPort: 4005,
  exposes: { './routes': './src/routes.tsx', './reports': './src/reports.tsx' },
  title: 'Switchboard · Analytics',
});
