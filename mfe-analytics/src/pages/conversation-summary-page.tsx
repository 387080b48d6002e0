import { FeedbackSection } from '../features/analytics/components/feedback-section';
import { GroupPage } from '../features/analytics/components/group-page';
import { CONVERSATION_GROUP } from '../features/analytics/lib/groups/conversation-group';

export default function ConversationSummaryPage() {
  return (
    <GroupPage group={CONVERSATION_GROUP}>
      <FeedbackSection />
    </GroupPage>
  );
}
