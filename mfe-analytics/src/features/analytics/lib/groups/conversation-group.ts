import { kpis, percent, table } from '../card-view';
import {
  ADD_KNOWLEDGE,
  bars,
  figures,
  obj,
  unavailable,
  type AnalyticsGroupDefinition,
} from './group-definition';

export const CONVERSATION_GROUP: AnalyticsGroupDefinition = {
  name: 'conversation',
  title: 'Conversation Summary',
  description: 'What people ask, where answers come from and where they give up.',
  path: '/analytics/conversations',
  cards: [
    {
      endpoint: 'conversation/summary',
      title: 'Conversations',
      description: 'Sessions, questions and how many were answered.',
      view: figures((d) => [
        { measure: 'Conversations', value: d.sessions, unit: 'sessions' },
        { measure: 'Questions', value: d.requests, unit: 'requests' },
        { measure: 'Answer rate', value: percent(d.answer_rate), unit: '%' },
        { measure: 'Turns per conversation', value: d.avg_turns_per_session, unit: 'turns' },
      ]),
    },
    {
      endpoint: 'conversation/flows',
      title: 'Conversation length',
      description: 'Conversations by number of questions asked.',
      view: bars(
        { key: 'turns', label: 'Questions' },
        { key: 'sessions', label: 'Conversations', unit: 'sessions' },
        (d) => d.turns_distribution,
      ),
    },
    {
      endpoint: 'conversation/intents',
      title: 'Top question terms',
      description: 'The most frequent terms of the questions asked (intents by term).',
      view: bars(
        { key: 'term', label: 'Term' },
        { key: 'questions', label: 'Questions', unit: 'questions' },
        (d) => (d.terms as unknown[] | undefined)?.slice(0, 12),
      ),
    },
    {
      endpoint: 'conversation/document-retrieval',
      title: 'Most cited sources',
      description: 'Documents and pages cited in answers.',
      view: bars(
        { key: 'title', label: 'Source' },
        { key: 'citations', label: 'Citations', unit: 'answers' },
        (d) => (d.sources as unknown[] | undefined)?.slice(0, 10),
      ),
    },
    {
      endpoint: 'conversation/drop-offs',
      title: 'Drop-offs',
      description: 'How conversations ended.',
      view: figures(
        (d) => [
          {
            measure: 'Single-question conversations',
            value: d.single_turn_sessions,
            unit: 'sessions',
          },
          {
            measure: 'Ended after an unanswered question',
            value: d.ended_after_unknown_answer,
            unit: 'sessions',
          },
          { measure: 'Ended after an error', value: d.ended_after_error, unit: 'sessions' },
          { measure: 'Conversations', value: d.sessions, unit: 'sessions' },
        ],
        () => ({ kind: 'table' }),
      ),
    },
    {
      endpoint: 'conversation/sentiment-trends',
      title: 'Sentiment over time',
      description: 'How the mood of conversations changed per day.',
      view: (data) => ({ ...kpis([]), unavailable: unavailable(obj(data)) }),
    },
    {
      endpoint: 'conversation/knowledge-gaps',
      title: 'Knowledge gaps',
      description: 'Questions the bot could not answer, how often and when last asked.',
      link: ADD_KNOWLEDGE,
      view: (data) =>
        table(
          [
            { key: 'query', label: 'Question' },
            { key: 'times_asked', label: 'Times asked', unit: 'times' },
            { key: 'last_asked', label: 'Last asked' },
            { key: 'best_confidence', label: 'Best confidence' },
          ],
          obj(data).questions,
        ),
    },
  ],
};
