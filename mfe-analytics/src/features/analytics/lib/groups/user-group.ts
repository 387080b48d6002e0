import { kpis, percent, series } from '../card-view';
import { obj, unavailable, type AnalyticsGroupDefinition } from './group-definition';

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
      view: (data) =>
        kpis([{ measure: 'Unique users', value: obj(data).unique_users, unit: 'users' }], {
          unavailable: unavailable(obj(data)),
        }),
    },
    {
      endpoint: 'user/session-frequency',
      title: 'Sessions per user',
      description: 'How many users held one, two, three… sessions.',
      view: (data) =>
        series(
          'bar',
          { key: 'sessions', label: 'Sessions per user' },
          [{ key: 'users', label: 'Users', unit: 'users' }],
          obj(data).users,
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
      view: (data) => {
        const d = obj(data);
        return {
          ...kpis([
            { measure: 'Retention rate', value: percent(d.retention_rate), unit: '%' },
            { measure: 'Returning users', value: d.returning_users, unit: 'users' },
            { measure: 'Users', value: d.users, unit: 'users' },
          ]),
          kind: 'gauge',
          gauge: percent(d.retention_rate),
        };
      },
    },
  ],
};
