import type { EvalQuestionSet } from '../eval-question-types';

/** As customer-support-worded.ts: staff's own wording, held out from every tuning run. */
export const hrOnboardingWorded: Pick<EvalQuestionSet, 'answerable' | 'unanswerable'> = {
  answerable: [
    {
      id: 'hr-c01',
      question: 'starting monday, what time do i get my laptop and where?',
      fact: 'from the IT desk on the ground floor at 09:00',
      source: 'first-week-checklist.md',
    },
    {
      id: 'hr-c02',
      question: 'i still have 8 days leave left this year, can i keep them for next year?',
      fact: 'Up to 5 unused days may be carried over',
      source: 'leave-policy.pdf',
    },
    {
      id: 'hr-c03',
      question: 'been off sick for 3 days, do i need a note from the doctor?',
      fact: "Absences longer than two days need a doctor's note",
      source: 'leave-policy.pdf',
    },
    {
      id: 'hr-c04',
      question: 'a client gave me a watch worth like 8000 bob, do i have to tell someone?',
      fact: 'must be declared to HR within 7 days',
      source: 'code-of-conduct.docx',
    },
    {
      id: 'hr-c05',
      question: 'the 25th is a sunday this month, when does salary come in?',
      fact: 'on the Friday before',
      source: 'pay-and-benefits.txt',
    },
    {
      id: 'hr-c06',
      question: 'can i quit during probation and how much notice do i give?',
      fact: "7 days' notice",
      source: 'probation-policy.docx',
    },
    {
      id: 'hr-c07',
      question: 'worked last sunday for 5 hours, how much extra do i get per hour?',
      fact: '2 times the hourly rate on Sundays',
      source: 'working-hours-and-overtime.txt',
    },
    {
      id: 'hr-c08',
      question: 'left my work laptop in a matatu last night, who do i call??',
      fact: 'extension 4444',
      source: 'it-equipment-and-security.md',
    },
    {
      id: 'hr-c09',
      question:
        'want to do a course that costs 80k, how much does the company give me for learning?',
      fact: 'KES 60,000 a year',
      source: 'training-and-development.md',
    },
    {
      id: 'hr-c10',
      question: 'i got a 2 in my review, will i still get the bonus?',
      fact: 'staff rated 3 or above',
      source: 'performance-reviews.docx',
    },
    {
      id: 'hr-c11',
      question: 'going to kisumu for work, how much can the hotel cost per night?',
      fact: 'up to KES 9,000 a night elsewhere in Kenya',
      source: 'travel-policy.pdf',
    },
    {
      id: 'hr-c12',
      question: 'drove my own car to a client site, how much do i claim per km and by when?',
      fact: 'KES 45 per kilometre',
      source: 'expense-claims.md',
    },
    {
      id: 'hr-c13',
      question: 'my sick days ran out but im still unwell, do i get paid?',
      fact: '30 days of sick leave on half pay',
      source: 'reporting-sickness.md',
    },
    {
      id: 'hr-c14',
      question: 'how much does the insurance pay for new glasses?',
      fact: 'up to KES 25,000 every 2 years',
      source: 'medical-insurance-guide.pdf',
    },
    {
      id: 'hr-c15',
      question: "quitting after two years here, is the company's pension money mine or not?",
      fact: 'after 3 years of service',
      source: 'pension-scheme-guide.docx',
    },
    {
      id: 'hr-c16',
      question:
        'feeling really stressed, is there someone i can talk to in confidence? how many sessions are free',
      fact: 'up to 6 free counselling sessions a year',
      source: 'employee-assistance-programme.txt',
    },
    {
      id: 'hr-c17',
      question: 'my friend applied for a job here thru me, whats the referal bonus?',
      fact: 'KES 25,000',
      source: 'staff-referral-scheme.md',
    },
  ],
  unanswerable: [
    { id: 'hr-cu1', question: 'can i bring my dog to the office on fridays?' },
    { id: 'hr-cu2', question: 'is there a gym membership discount for staff' },
    { id: 'hr-cu3', question: 'whats the wifi password for guests in the meeting rooms' },
  ],
};
