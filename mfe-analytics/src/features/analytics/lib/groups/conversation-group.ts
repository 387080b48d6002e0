import { table } from '../card-view';
import {
  ADD_KNOWLEDGE,
  bars,
  figures,
  first,
  rate,
  unrecorded,
  card,
  type AnalyticsGroupDefinition,
} from './group-definition';

export const CONVERSATION_GROUP: AnalyticsGroupDefinition = {
  name: 'conversation',
  title: 'Conversation Summary',
  description: 'What people ask, where answers come from and where they give up.',
  path: '/analytics/conversations',
  cards: [
    card({
      endpoint: 'conversation/summary',
      title: 'Conversations',
      description: 'Sessions, questions and how many were answered.',
      view: figures((d) => [
        ['Conversations', d.sessions, 'sessions'],
        ['Questions', d.requests, 'requests'],
        rate('Answer rate', d.answer_rate),
        ['Turns per conversation', d.avg_turns_per_session, 'turns'],
      ]),
    }),
    card({
      endpoint: 'conversation/flows',
      title: 'Conversation length',
      description: 'Conversations by number of questions asked.',
      view: bars(
        { key: 'turns', label: 'Questions' },
        { key: 'sessions', label: 'Conversations', unit: 'sessions' },
        (d) => d.turns_distribution,
      ),
    }),
    card({
      endpoint: 'conversation/intents',
      title: 'Top question terms',
      description: 'The most frequent words of the questions asked, as asked (intents by word).',
      view: bars(
        { key: 'term', label: 'Term' },
        { key: 'questions', label: 'Questions', unit: 'questions' },
        (d) => first(d.terms, 12),
      ),
    }),
    card({
      endpoint: 'conversation/document-retrieval',
      title: 'Most cited sources',
      description: 'Documents and pages cited in answers.',
      view: bars(
        { key: 'title', label: 'Source' },
        { key: 'citations', label: 'Citations', unit: 'answers' },
        (d) => first(d.sources, 10),
      ),
    }),
    card({
      endpoint: 'conversation/drop-offs',
      title: 'Drop-offs',
      description: 'How conversations ended.',
      view: figures(
        (d) => [
          ['Single-question conversations', d.single_turn_sessions, 'sessions'],
          ['Ended after an unanswered question', d.ended_after_unknown_answer, 'sessions'],
          ['Ended after an error', d.ended_after_error, 'sessions'],
          ['Conversations', d.sessions, 'sessions'],
        ],
        () => ({ kind: 'table' }),
      ),
    }),
    card({
      endpoint: 'conversation/sentiment-trends',
      title: 'Sentiment over time',
      description: 'How the mood of conversations changed per day.',
      view: unrecorded,
    }),
    card({
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
          data.questions,
        ),
    }),
  ],
};
