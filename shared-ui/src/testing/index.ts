export { expectValidManifest } from './expect-valid-manifest';
export { renderRemote } from './remote-under-test';
