import { describeRemoteManifest } from '@switchboard/shared-ui/testing';
import manifest from './manifest';

describeRemoteManifest(manifest, 'knowledge', [
  ['/knowledge/documents', 'Documents'],
  ['/knowledge/websites', 'Websites'],
  ['/knowledge/collections', 'Collections'],
  ['/knowledge/retrieval-test', 'Retrieval test'],
  ['/knowledge/synonyms', 'Synonyms'],
]);
