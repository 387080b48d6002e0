import { describeRemoteManifest } from '@switchboard/shared-ui/testing';
import manifest from './manifest';

describeRemoteManifest(manifest, 'bots', [
  ['/bots', 'Bots'],
  ['/bots/123', 'Bot'],
]);
