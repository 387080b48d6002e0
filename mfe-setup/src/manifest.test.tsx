import { describeRemoteManifest } from '@switchboard/shared-ui/testing';
import manifest from './manifest';

describeRemoteManifest(manifest, 'setup', [
  ['/setup/businesses', 'Businesses'],
  ['/setup/business-types', 'Business Types'],
]);
