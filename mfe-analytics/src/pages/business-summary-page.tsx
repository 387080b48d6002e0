import { GroupPage } from '../features/analytics/components/group-page';
import { BUSINESS_GROUP } from '../features/analytics/lib/groups/business-group';

export default function BusinessSummaryPage() {
  return <GroupPage group={BUSINESS_GROUP} />;
}
