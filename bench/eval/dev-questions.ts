import type { EvalQuestionSet } from '@switchboard/knowledge-service/seed/knowledge/eval-question-types';

/** A few questions for developing the runner before the repo's set lands; not the evaluation. */
export const DEV_QUESTION_SETS: EvalQuestionSet[] = [
  {
    slug: 'customer-support',
    answerable: [
      {
        id: 'd1',
        question: 'How long do I have to return an item for a refund?',
        fact: '30 days',
        source: 'returns-and-refunds-policy.pdf',
      },
      {
        id: 'd2',
        question: 'Can I send something back after three weeks?',
        fact: '30 days',
        source: 'returns-and-refunds-policy.pdf',
      },
      {
        id: 'd3',
        question: 'My blender came broken, what do I do?',
        fact: '48 hours',
        source: 'returns-and-refunds-policy.pdf',
      },
      {
        id: 'd4',
        question: 'Do you deliver to Tanzania?',
        fact: 'Tanzania',
        source: 'shipping-and-delivery.docx',
      },
      {
        id: 'd5',
        question: 'How much is standard shipping?',
        fact: 'KES 350',
        source: 'shipping-and-delivery.docx',
      },
      {
        id: 'd6',
        question: 'How long is the password reset link good for?',
        fact: '30 minutes',
        source: 'support-faq.md',
      },
    ],
    unanswerable: [{ id: 'du1', question: 'Who won the 2010 world cup?' }],
  },
  {
    slug: 'govstack-services',
    answerable: [
      {
        id: 'd7',
        question: 'When is the deadline to renew my business permit?',
        fact: '31 March',
        source: 'business-permit-renewal.md',
      },
      {
        id: 'd8',
        question: 'What happens if I renew my permit late?',
        fact: '25 percent',
        source: 'business-permit-renewal.md',
      },
    ],
    unanswerable: [{ id: 'du2', question: 'What is the capital of Australia?' }],
  },
];
