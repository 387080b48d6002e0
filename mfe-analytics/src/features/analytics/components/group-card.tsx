import Link from '@mui/material/Link';
import { memo, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CallResult } from '../lib/group-status';
import type { EndpointCard } from '../lib/groups/group-definition';
import { AnalyticsCard } from './analytics-card';

/**
 * One endpoint's card, redrawn only when its own result changes: answers arrive one
 * by one, and redrawing every chart on each arrival would delay the last one.
 */
export const GroupCard = memo(function GroupCard({
  card,
  result,
}: {
  card: EndpointCard;
  result: CallResult;
}) {
  const view = useMemo(
    () => (result.state === 'ok' ? card.view(result.data) : undefined),
    [card, result],
  );
  return (
    <AnalyticsCard
      title={card.title}
      description={card.description}
      result={result}
      view={view}
      footer={
        card.link ? (
          <Link component={RouterLink} to={card.link.to} sx={{ display: 'inline-block', mt: 1 }}>
            {card.link.label}
          </Link>
        ) : undefined
      }
    />
  );
});
