import { removePlatformBundle } from './platform-bundle';
import { removePgliteTemplate } from './test-platform';

export default function teardown(): void {
  removePgliteTemplate();
  removePlatformBundle();
}
