import { percent } from '../card-view';
import {
  bars,
  figures,
  rate,
  unavailable,
  unrecorded,
  card,
  type AnalyticsGroupDefinition,
} from './group-definition';

export const USER_GROUP: AnalyticsGroupDefinition = {
  name: 'user',
  title: 'Users Analytics',
  description: 'Who talks to the bot, how often they come back and how they feel.',
  path: '/analytics/users',
  cards: [
    card({
      endpoint: 'user/demographics',
      title: 'Unique users',
      description: 'Distinct user ids that chatted in the period.',
      view: figures(
        (d) => [['Unique users', d.unique_users, 'users']],
        (d) => ({ unavailable: unavailable(d) }),
      ),
    }),
    card({
      endpoint: 'user/session-frequency',
      title: 'Sessions per user',
      description: 'How many users held one, two, three… sessions.',
      view: bars(
        { key: 'sessions', label: 'Sessions per user' },
        { key: 'users', label: 'Users', unit: 'users' },
        (d) => d.users,
      ),
    }),
    card({
      endpoint: 'user/sentiment',
      title: 'User sentiment',
      description: 'How users felt about their conversations.',
      view: unrecorded,
    }),
    card({
      endpoint: 'user/retention',
      title: 'Returning users',
      description: 'Share of users active on more than one day of the period.',
      view: figures(
        (d) => [
          rate('Retention rate', d.retention_rate),
          ['Returning users', d.returning_users, 'users'],
          ['Users', d.users, 'users'],
        ],
        (d) => ({ kind: 'gauge', gauge: percent(d.retention_rate) }),
      ),
    }),
  ],
};
