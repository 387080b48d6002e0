import { removePgliteTemplate } from './test-platform';

export default function teardown(): void {
  removePgliteTemplate();
}
