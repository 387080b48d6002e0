import { useIsBotAdmin, useSession } from '@switchboard/shared-auth';
import type { Viewer } from '@switchboard/domain';

export function useViewer(): Viewer {
  const { user } = useSession();
  const isBotAdmin = useIsBotAdmin();
  return { roleName: user?.roleName ?? '', isBotAdmin };
}
