import { createFederatedConfig } from '@switchboard/tooling/webpack/create-config';

export default createFederatedConfig({
  packageDir: __dirname,
  name: 'host',
  devPort: 4000,
  title: 'Switchboard',
  loginPage: {
    entry: './src/login/login-entry.tsx',
    runtimePlugin: './src/federation/login-page-shared-plugin.ts',
  },
});
