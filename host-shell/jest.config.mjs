import { jestProject } from '@switchboard/tooling/jest';

export default jestProject(import.meta.dirname);
