import { buildPackages, stalePackages } from '@switchboard/tooling/stack/build-stale';
buildPackages(stalePackages()).then(() => console.log('built'));
