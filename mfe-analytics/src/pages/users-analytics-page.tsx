import { GroupPage } from '../features/analytics/components/group-page';
import { USER_GROUP } from '../features/analytics/lib/groups/user-group';

export default function UsersAnalyticsPage() {
  return <GroupPage group={USER_GROUP} />;
}
