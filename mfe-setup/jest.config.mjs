import { jestProject } from '@switchboard/tooling/jest';

// Tests here read grid rows, which a virtualized grid does not render in jsdom.
export default jestProject(import.meta.dirname, {
  setupFiles: ['@switchboard/shared-ui/testing/all-grid-rows'],
});
