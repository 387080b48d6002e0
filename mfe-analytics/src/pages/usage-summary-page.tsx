import { GroupPage } from '../features/analytics/components/group-page';
import { USAGE_GROUP } from '../features/analytics/lib/groups/usage-group';

export default function UsageSummaryPage() {
  return <GroupPage group={USAGE_GROUP} />;
}
