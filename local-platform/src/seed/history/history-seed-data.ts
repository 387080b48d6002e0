import { SEED_BOTS, SEED_USERS } from '../seed-data';

/**
 * What people ask each seeded bot. Most questions are answered by that bot's seeded
 * knowledge; the `gap` ones are not (so the service says it does not know and the
 * analytics show real knowledge gaps). Follow-ups continue the same conversation.
 */
export interface QuestionThread {
  title: string;
  questions: string[];
  gap?: boolean;
}

export const HISTORY_QUESTIONS: Record<string, QuestionThread[]> = {
  'customer-support': [
    {
      title: 'Password reset',
      questions: ['How do I reset my password?', 'How long is the reset link valid?'],
    },
    {
      title: 'Two-step verification',
      questions: [
        'How do I turn on two-step verification?',
        'I lost my phone, how do I use backup codes?',
      ],
    },
    { title: 'Where is my order', questions: ['Where can I find the tracking link for my order?'] },
    {
      title: 'Payment options',
      questions: [
        'Which payment methods do you accept?',
        'How long does a bank transfer take to confirm?',
      ],
    },
    {
      title: 'Support hours',
      questions: [
        'When is the support desk open on Saturday?',
        'What is the support e-mail address?',
      ],
    },
    {
      title: 'Returning an item',
      questions: ['How many days do I have to return an item?', 'Can I return a gift card?'],
    },
    {
      title: 'Refund timing',
      questions: ['When will I get my refund?', 'How long do card refunds take?'],
    },
    { title: 'Damaged parcel', questions: ['My item arrived damaged, what should I do?'] },
    {
      title: 'Delivery to Mombasa',
      questions: ['How long does delivery to Mombasa take?', 'How much is standard delivery?'],
    },
    { title: 'Free delivery', questions: ['Is delivery free for large orders?'] },
    {
      title: 'Shipping to Uganda',
      questions: ['Do you ship to Uganda?', 'Who pays customs duties on international orders?'],
    },
    {
      title: 'Warranty question',
      questions: [
        'How long is the warranty on electronics?',
        'Is water damage covered by the warranty?',
      ],
    },
    { title: 'Warranty claim', questions: ['How do I make a warranty claim?'] },
    {
      title: 'Loyalty points',
      questions: ['How many loyalty points do I earn per purchase?'],
      gap: true,
    },
    { title: 'Store in Kisumu', questions: ['Do you have a physical shop in Kisumu?'], gap: true },
    { title: 'Cryptocurrency', questions: ['Can I pay with bitcoin?'], gap: true },
    { title: 'Job openings', questions: ['Are you hiring warehouse staff?'], gap: true },
  ],
  'govstack-services': [
    {
      title: 'Permit renewal deadline',
      questions: ['When is the business permit renewal deadline?', 'What is the late penalty?'],
    },
    {
      title: 'Renew permit online',
      questions: [
        'How do I renew my business permit online?',
        'What documents do I need to renew the permit?',
      ],
    },
    { title: 'Passport fees', questions: ['How much does a 50-page passport cost?'] },
    {
      title: 'Passport processing',
      questions: ['How long does passport processing take?', 'Can I get an urgent passport?'],
    },
    { title: 'Passport collection', questions: ['Can my passport be sent by post?'] },
    {
      title: 'Birth registration',
      questions: [
        'How soon must a birth be registered?',
        'What is needed for late registration of a birth?',
      ],
    },
    { title: 'Birth certificate', questions: ['How much does a birth certificate cost?'] },
    { title: 'Portal account', questions: ['How do I create an e-services portal account?'] },
    {
      title: 'Payment not showing',
      questions: ['I paid but the service shows unpaid, what do I do?'],
    },
    { title: 'Portal payments', questions: ['Which payment methods does the portal accept?'] },
    { title: 'Driving licence', questions: ['How do I renew my driving licence?'], gap: true },
    { title: 'Land title search', questions: ['How do I do a land title search?'], gap: true },
    { title: 'Voter registration', questions: ['Where can I register as a voter?'], gap: true },
  ],
  'hr-onboarding': [
    {
      title: 'First day',
      questions: [
        'Where do I collect my laptop on day one?',
        'What should I bring on my first day?',
      ],
    },
    {
      title: 'Mandatory courses',
      questions: ['Which online courses must I complete in the first week?'],
    },
    {
      title: 'Annual leave',
      questions: ['How many days of annual leave do I get?', 'Can I carry over unused leave days?'],
    },
    { title: 'Requesting leave', questions: ['How far in advance must I request leave?'] },
    {
      title: 'Parental leave',
      questions: ['How long is maternity leave?', 'How long is paternity leave?'],
    },
    { title: 'Compassionate leave', questions: ['How much compassionate leave is granted?'] },
    { title: 'Gifts policy', questions: ['Do I need to declare a gift from a supplier?'] },
    { title: 'Raising a concern', questions: ['How can I report a concern anonymously?'] },
    { title: 'Payday', questions: ['When are salaries paid?', 'Where do I find my payslip?'] },
    { title: 'Pension', questions: ['How much does the company pay into the pension scheme?'] },
    {
      title: 'Medical cover',
      questions: ['When does medical cover start?', 'Does medical cover include my children?'],
    },
    { title: 'Company car', questions: ['Am I eligible for a company car?'], gap: true },
    { title: 'Remote work', questions: ['Can I work from home on Fridays?'], gap: true },
    { title: 'Gym membership', questions: ['Is there a gym membership benefit?'], gap: true },
  ],
};

/** Staff who hold conversations: everyone but the applicant and the outsider. */
export const HISTORY_USERS = SEED_USERS.filter(
  (user) => user.roleName !== 'applicant' && !user.email.endsWith('@example.com'),
).map((user) => user.id);

export const HISTORY_BOTS = SEED_BOTS.map((bot) => ({ id: bot.id, slug: bot.slug }));

export const HISTORY_CONVERSATIONS = 240;
export const HISTORY_DAYS = 60;
