import { describeRemoteManifest } from '@switchboard/shared-ui/testing';
import manifest from './manifest';

describeRemoteManifest(manifest, 'analytics', [
  ['/analytics/dashboard', 'Analytics Dashboard'],
  ['/analytics/users', 'Users Analytics'],
  ['/analytics/usage', 'Usage Summary'],
  ['/analytics/conversations', 'Conversation Summary'],
  ['/analytics/business', 'Business Summary'],
]);
