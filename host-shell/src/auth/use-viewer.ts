import { useIsBotAdmin, useSession } from '@switchboard/shared-auth';
import type { Viewer } from '../routes/access';

export function useViewer(): Viewer {
  const { user } = useSession();
  const isBotAdmin = useIsBotAdmin();
  return { roleName: user?.roleName ?? '', isBotAdmin };
}
