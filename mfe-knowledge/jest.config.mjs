import { jestProject } from '@switchboard/tooling/jest';

const project = jestProject(import.meta.dirname);

export default {
  ...project,
  // Tests here read grid rows, which a virtualized grid does not render in jsdom.
  setupFilesAfterEnv: [
    ...project.setupFilesAfterEnv,
    '@switchboard/shared-ui/testing/all-grid-rows',
  ],
};
