import { seedDocId, type SeedDocument } from '../seed-knowledge-types';

/** Leave, pay and wellbeing pages that overlap the leave policy and pay and benefits. */
export const leaveAndPayDocuments: SeedDocument[] = [
  {
    id: seedDocId(311),
    fileName: 'public-holidays-2026.txt',
    format: 'txt',
    title: 'Public Holidays 2026',
    description: 'The days the offices are closed in 2026',
    isPublic: true,
    sections: [
      {
        heading: 'Office closures in 2026',
        paragraphs: [
          "The offices are closed on New Year's Day (1 January), Good Friday (3 April), Easter Monday (6 April), Labour Day (1 May), Madaraka Day (1 June), Mashujaa Day (20 October), Jamhuri Day (12 December), Christmas Day (25 December) and Boxing Day (26 December).",
          'Eid al-Fitr is a holiday too; its date is announced by the government a few days before.',
        ],
      },
      {
        heading: 'Holidays and leave',
        paragraphs: [
          'A public holiday that falls during your annual leave is not counted as a leave day. When a holiday falls on a Sunday, the following Monday is a day off.',
          'The offices also close early, at 13:00, on 24 December.',
        ],
      },
    ],
  },
  {
    id: seedDocId(312),
    fileName: 'reporting-sickness.md',
    format: 'md',
    title: 'Reporting Sickness',
    description: 'What to do when you are ill and cannot work',
    isPublic: true,
    sections: [
      {
        heading: 'On the first day',
        paragraphs: [
          'Phone your line manager before 09:30 on the first day you are unwell; a text message is not enough. Record the absence in the HR portal when you are back.',
        ],
      },
      {
        heading: 'Longer illness',
        paragraphs: [
          'Once the fully paid sick days for the year are used, HR can approve a further 30 days of sick leave on half pay.',
          'After an absence of more than 4 weeks, you meet HR and your line manager to plan your return, which can start with reduced hours.',
        ],
      },
    ],
  },
  {
    id: seedDocId(313),
    fileName: 'payroll-calendar-2026.md',
    format: 'md',
    title: 'Payroll Calendar 2026',
    description: 'The exact pay dates for 2026 and the monthly cut-off',
    isPublic: true,
    sections: [
      {
        heading: 'Pay dates',
        paragraphs: [
          'In 2026 salaries are paid on 23 January, 25 February, 25 March, 24 April, 25 May, 25 June, 24 July, 25 August, 25 September, 23 October and 25 November.',
          'Because 25 December is Christmas Day, December salaries are paid on Thursday 24 December.',
        ],
      },
      {
        heading: 'Monthly cut-off',
        paragraphs: [
          "Changes to bank details, overtime and approved expense claims must be in the HR portal by the 15th to be included in that month's pay; later changes go into the next month.",
        ],
      },
    ],
  },
  {
    id: seedDocId(314),
    fileName: 'medical-insurance-guide.pdf',
    format: 'pdf',
    title: 'Medical Insurance Guide',
    description: 'What the staff medical scheme pays for and how to use it',
    isPublic: true,
    sections: [
      {
        heading: 'Cover limits',
        paragraphs: [
          'The scheme is provided by Afya Bora Insurance. Inpatient cover is up to KES 1,000,000 per family per year and outpatient cover up to KES 100,000.',
          'Dental treatment is covered up to KES 30,000 a year, and glasses or contact lenses up to KES 25,000 every 2 years.',
        ],
      },
      {
        heading: 'Using the cover',
        paragraphs: [
          'Show your medical card at any hospital or clinic on the Afya Bora panel. Treatment outside the panel is paid by you and refunded at panel rates if claimed within 60 days.',
        ],
      },
      {
        heading: 'Adding family members',
        paragraphs: [
          'Add a newborn or newly adopted child within 30 days through the HR portal; after that, cover starts only at the next renewal on 1 January.',
        ],
      },
    ],
  },
  {
    id: seedDocId(315),
    fileName: 'pension-scheme-guide.docx',
    format: 'docx',
    title: 'Pension Scheme Guide',
    description: 'Contributions, vesting and leaving the scheme',
    isPublic: true,
    sections: [
      {
        heading: 'Joining and contributions',
        paragraphs: [
          'Staff join the Staff Retirement Benefits Scheme automatically on their first day. Your own contribution is 5 percent of basic salary unless you choose more.',
          'Additional voluntary contributions can be changed once a year, in January, in the HR portal.',
        ],
      },
      {
        heading: 'Leaving the company',
        paragraphs: [
          "Your own contributions and their growth are always yours. The company's contributions become yours after 3 years of service; staff who leave earlier take only their own share.",
          'Leavers can transfer their savings to another registered scheme or keep them in ours until retirement.',
        ],
      },
    ],
  },
  {
    id: seedDocId(316),
    fileName: 'employee-assistance-programme.txt',
    format: 'txt',
    title: 'Employee Assistance Programme',
    description: 'Free, confidential counselling and advice',
    isPublic: true,
    sections: [
      {
        heading: 'What it offers',
        paragraphs: [
          'Staff and their immediate families can talk to a qualified counsellor about stress, bereavement, money worries or anything else. The service is run by an independent provider and nothing is reported to the company.',
          'Each person can have up to 6 free counselling sessions a year, in person or by video.',
        ],
      },
      {
        heading: 'How to reach it',
        paragraphs: ['Call the 24-hour helpline on 0800 723 900, free from any network.'],
      },
    ],
  },
  {
    id: seedDocId(317),
    fileName: 'staff-referral-scheme.md',
    format: 'md',
    title: 'Staff Referral Scheme',
    description: 'Rewards for recommending people who join',
    isPublic: true,
    sections: [
      {
        heading: 'The referral reward',
        paragraphs: [
          'Recommend someone for an advertised vacancy through the HR portal. If they are hired, you receive KES 25,000 once they pass their probation.',
        ],
      },
      {
        heading: 'Who cannot receive it',
        paragraphs: [
          'Hiring managers cannot receive a reward for people who join their own team, and staff in HR are not eligible.',
        ],
      },
    ],
  },
];
