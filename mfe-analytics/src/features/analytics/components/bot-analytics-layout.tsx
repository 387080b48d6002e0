import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { EmptyState, PageHeader } from '@switchboard/shared-ui';
import type { ReactNode } from 'react';
import type { BotAnalytics } from '../hooks/use-bot-analytics';
import { GroupBanner } from './group-banner';
import { PeriodPicker } from './period-picker';

export interface BotAnalyticsLayoutProps {
  title: string;
  description: string;
  analytics: BotAnalytics;
  /** Page actions beside Refresh, shown once there is a bot. */
  actions?: ReactNode;
  /** The figures; hidden when every call failed (the banner says so). */
  children: ReactNode;
}

/**
 * What every analytics page of one bot shares: its header with Refresh, "No bot selected"
 * until the topbar has one, the period picker, and the partial / all-failed banner.
 */
export function BotAnalyticsLayout({
  title,
  description,
  analytics,
  actions,
  children,
}: BotAnalyticsLayoutProps) {
  const { bot, botLoading, period, setPeriod, fetch } = analytics;
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          bot ? (
            <>
              {actions}
              <Button variant="outlined" onClick={fetch.refresh}>
                Refresh
              </Button>
            </>
          ) : undefined
        }
      />
      {!bot ? (
        botLoading ? null : (
          <EmptyState
            title="No bot selected"
            message="Choose a bot in the top bar to see its figures."
          />
        )
      ) : (
        <>
          <Stack sx={{ mb: 2 }}>
            <PeriodPicker period={period} onChange={setPeriod} />
          </Stack>
          <GroupBanner
            status={fetch.status}
            onRetry={fetch.status.state === 'failed' ? fetch.refresh : fetch.retryFailed}
          />
          {fetch.status.state === 'failed' ? null : children}
        </>
      )}
    </>
  );
}
