import { createFederatedConfig } from '@switchboard/tooling/webpack/create-config';

export default createFederatedConfig({
  packageDir: __dirname,
  name: 'host',
  devPort: 4000,
  title: 'Switchboard',
});
