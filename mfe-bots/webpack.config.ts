import { createFederatedConfig } from '@switchboard/tooling/webpack/create-config';

export default createFederatedConfig({
  packageDir: __dirname,
  name: 'bots',
  devPort: 4001,
  exposes: {
    './routes': './src/routes.tsx',
    './bot-picker': './src/features/bot-picker/bot-picker-widget.tsx',
  },
  title: 'Switchboard · Bots',
});
