import { seedDocId, type SeedKnowledgeBase } from '../seed-knowledge-types';
import { conductAndSupersededDocuments } from './conduct-and-superseded-documents';
import { joiningAndWorkingDocuments } from './joining-and-working-documents';
import { leaveAndPayDocuments } from './leave-and-pay-documents';
import { hrOnboardingSynonyms } from './hr-onboarding-synonyms';

export const hrOnboarding: SeedKnowledgeBase = {
  slug: 'hr-onboarding',
  collection: {
    id: 'hr-policies',
    name: 'HR policies',
    description: 'Onboarding, leave, conduct and pay',
    type: 'mixed',
  },
  synonyms: hrOnboardingSynonyms,
  documents: [
    {
      id: seedDocId(21),
      fileName: 'first-week-checklist.md',
      format: 'md',
      title: 'First Week Checklist',
      description: 'What new staff do in their first week',
      isPublic: true,
      sections: [
        {
          heading: 'Day one',
          paragraphs: [
            'Collect your laptop and access badge from the IT desk on the ground floor at 09:00. Bring your national ID and bank details.',
            'Your line manager meets you at 10:00 and introduces your onboarding buddy.',
          ],
        },
        {
          heading: 'During the first week',
          paragraphs: [
            'Complete the mandatory online courses on data protection and workplace safety by Friday.',
            'Sign the employment contract and the code of conduct in the HR portal, and submit your emergency contact.',
          ],
        },
      ],
    },
    {
      id: seedDocId(22),
      fileName: 'leave-policy.pdf',
      format: 'pdf',
      title: 'Leave Policy',
      description: 'Annual, sick, parental and compassionate leave',
      isPublic: true,
      sections: [
        {
          heading: 'Annual leave',
          paragraphs: [
            'Full-time staff receive 21 working days of annual leave per year, accrued monthly. Part-time staff receive leave in proportion to their hours.',
            'Up to 5 unused days may be carried over to the next year and must be taken by 31 March.',
            'Request leave in the HR portal at least two weeks in advance; your line manager approves it.',
          ],
        },
        {
          heading: 'Sick leave',
          paragraphs: [
            "Staff receive 14 days of fully paid sick leave per year. Absences longer than two days need a doctor's note.",
          ],
        },
        {
          heading: 'Parental and compassionate leave',
          paragraphs: [
            'Maternity leave is 3 months on full pay. Paternity leave is 2 weeks on full pay, taken within 6 months of the birth or adoption.',
            'Compassionate leave of up to 5 days is granted on the death of a close family member.',
          ],
        },
      ],
    },
    {
      id: seedDocId(23),
      fileName: 'code-of-conduct.docx',
      format: 'docx',
      title: 'Code of Conduct',
      description: 'How we work together',
      isPublic: true,
      sections: [
        {
          heading: 'Respect at work',
          paragraphs: [
            'We treat colleagues, customers and partners with respect. Harassment and discrimination of any kind are not tolerated.',
          ],
        },
        {
          heading: 'Gifts and conflicts of interest',
          paragraphs: [
            'Gifts worth more than KES 5,000 must be declared to HR within 7 days. Declare any outside work or shareholding that could conflict with your role.',
          ],
        },
        {
          heading: 'Raising a concern',
          paragraphs: [
            'Report concerns to your line manager, to HR or anonymously through the whistleblowing line. Nobody is penalised for a report made in good faith.',
          ],
        },
      ],
    },
    {
      id: seedDocId(24),
      fileName: 'pay-and-benefits.txt',
      format: 'txt',
      title: 'Pay and Benefits',
      description: 'Payday, pension and medical cover',
      isPublic: true,
      sections: [
        {
          heading: 'Payday',
          paragraphs: [
            'Salaries are paid on the 25th of each month; when the 25th falls on a weekend, on the Friday before. Payslips are in the HR portal.',
          ],
        },
        {
          heading: 'Pension and medical cover',
          paragraphs: [
            'The company pays 5 percent of basic salary into the pension scheme and matches your own contribution up to a further 5 percent.',
            'Medical cover starts on your first day and includes your spouse and up to four children.',
          ],
        },
      ],
    },
    ...joiningAndWorkingDocuments,
    ...leaveAndPayDocuments,
    ...conductAndSupersededDocuments,
  ],
};
