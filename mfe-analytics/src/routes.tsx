import Chip from '@mui/material/Chip';
import { useRemoteMounted, useSelectedBot } from '@switchboard/shared-auth';
import { EmptyState } from '@switchboard/shared-ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import AnalyticsDashboardPage from './pages/analytics-dashboard-page';
import BusinessSummaryPage from './pages/business-summary-page';
import ConversationSummaryPage from './pages/conversation-summary-page';
import UsageSummaryPage from './pages/usage-summary-page';
import UsersAnalyticsPage from './pages/users-analytics-page';

/** Everything under /analytics/ in the shell. */
export default function AnalyticsRoutes() {
  useRemoteMounted('analytics');
  const { bot } = useSelectedBot();
  return (
    <>
      {/* Everything here is about one bot: the one chosen in the topbar. */}
      <Chip
        label={bot ? `Bot: ${bot.name}` : 'No bot selected'}
        data-testid="section-bot"
        sx={{ mb: 2 }}
      />
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<AnalyticsDashboardPage />} />
        <Route path="users" element={<UsersAnalyticsPage />} />
        <Route path="usage" element={<UsageSummaryPage />} />
        <Route path="conversations" element={<ConversationSummaryPage />} />
        <Route path="business" element={<BusinessSummaryPage />} />
        <Route
          path="*"
          element={
            <EmptyState title="Page not found" message="Analytics has no page at this address." />
          }
        />
      </Routes>
    </>
  );
}
