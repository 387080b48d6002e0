import { kpis, percent } from '../card-view';
import { bars, figures, obj, unavailable, type AnalyticsGroupDefinition } from './group-definition';

export const USER_GROUP: AnalyticsGroupDefinition = {
  name: 'user',
  title: 'Users Analytics',
  description: 'Who talks to the bot, how often they come back and how they feel.',
  path: '/analytics/users',
  cards: [
    {
      endpoint: 'user/demographics',
      title: 'Unique users',
      description: 'Distinct user ids that chatted in the period.',
      view: figures(
        (d) => [{ measure: 'Unique users', value: d.unique_users, unit: 'users' }],
        (d) => ({ unavailable: unavailable(d) }),
      ),
    },
    {
      endpoint: 'user/session-frequency',
      title: 'Sessions per user',
      description: 'How many users held one, two, three… sessions.',
      view: bars(
        { key: 'sessions', label: 'Sessions per user' },
        { key: 'users', label: 'Users', unit: 'users' },
        (d) => d.users,
      ),
    },
    {
      endpoint: 'user/sentiment',
      title: 'User sentiment',
      description: 'How users felt about their conversations.',
      view: (data) => ({ ...kpis([]), unavailable: unavailable(obj(data)) }),
    },
    {
      endpoint: 'user/retention',
      title: 'Returning users',
      description: 'Share of users active on more than one day of the period.',
      view: figures(
        (d) => [
          { measure: 'Retention rate', value: percent(d.retention_rate), unit: '%' },
          { measure: 'Returning users', value: d.returning_users, unit: 'users' },
          { measure: 'Users', value: d.users, unit: 'users' },
        ],
        (d) => ({ kind: 'gauge', gauge: percent(d.retention_rate) }),
      ),
    },
  ],
};
