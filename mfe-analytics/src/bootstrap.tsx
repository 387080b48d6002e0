import { mountStandalone } from '@switchboard/shared-ui/standalone';
import manifest from './manifest';

void mountStandalone(manifest);
