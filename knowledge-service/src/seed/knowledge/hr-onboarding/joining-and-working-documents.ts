import { seedDocId, type SeedDocument } from '../seed-knowledge-types';

/** Handbook pages on joining and day-to-day work, beside the first-week checklist. */
export const joiningAndWorkingDocuments: SeedDocument[] = [
  {
    id: seedDocId(301),
    fileName: 'probation-policy.docx',
    format: 'docx',
    title: 'Probation Policy',
    description: 'The probation period for new staff',
    isPublic: true,
    sections: [
      {
        heading: 'Length of probation',
        paragraphs: [
          'Every new member of staff serves a probation period of 6 months. It can be extended once, by up to 3 months, if more time is needed to assess the role.',
        ],
      },
      {
        heading: 'Reviews during probation',
        paragraphs: [
          'Your line manager holds a review meeting at the end of month 3 and again before month 6 ends, and records the outcome in the HR portal.',
          'Staff confirmed in post receive a confirmation letter from HR within 10 working days of the final review.',
        ],
      },
      {
        heading: 'Notice during probation',
        paragraphs: ["During probation either side can end the contract with 7 days' notice."],
      },
    ],
  },
  {
    id: seedDocId(302),
    fileName: 'onboarding-buddy-programme.md',
    format: 'md',
    title: 'Onboarding Buddy Programme',
    description: 'What your onboarding buddy does and for how long',
    isPublic: true,
    sections: [
      {
        heading: 'Your buddy',
        paragraphs: [
          'Every newcomer is paired with a buddy from another team who has been with the company for at least a year. Your buddy is not your manager and does not assess your work.',
          'Buddies meet newcomers for coffee once a week for the first 3 months and answer the questions nobody writes down.',
        ],
      },
      {
        heading: 'Becoming a buddy',
        paragraphs: [
          'Volunteers sign up in the HR portal. Buddies get half a day of training and may look after at most two newcomers at a time.',
        ],
      },
    ],
  },
  {
    id: seedDocId(303),
    fileName: 'working-hours-and-overtime.txt',
    format: 'txt',
    title: 'Working Hours and Overtime',
    description: 'Normal hours, overtime pay and time off in lieu',
    isPublic: true,
    sections: [
      {
        heading: 'Normal hours',
        paragraphs: [
          'The working week is 40 hours, Monday to Friday from 08:30 to 17:00 with a one-hour lunch break. Teams agree any shift patterns with HR in writing.',
        ],
      },
      {
        heading: 'Overtime',
        paragraphs: [
          'Overtime must be approved by your line manager before it is worked. It is paid at 1.5 times the hourly rate on weekdays and Saturdays and 2 times the hourly rate on Sundays and public holidays.',
          'Managers and staff on grade 7 and above do not receive overtime pay.',
        ],
      },
      {
        heading: 'Time off in lieu',
        paragraphs: [
          'Instead of overtime pay you may choose time off in lieu, hour for hour, which must be taken within 3 months.',
        ],
      },
    ],
  },
  {
    id: seedDocId(304),
    fileName: 'it-equipment-and-security.md',
    format: 'md',
    title: 'IT Equipment and Security',
    description: 'Looking after your laptop, passwords and reporting incidents',
    isPublic: true,
    sections: [
      {
        heading: 'Passwords and sign-in',
        paragraphs: [
          'Passwords must be at least 12 characters long. Multi-factor sign-in with the authenticator app is required for e-mail and the HR portal.',
        ],
      },
      {
        heading: 'Lost or stolen equipment',
        paragraphs: [
          'Report a lost or stolen laptop or phone to the IT desk within 24 hours, even outside working hours, on extension 4444. IT wipes the device remotely.',
        ],
      },
      {
        heading: 'Software and personal devices',
        paragraphs: [
          'Install software only from the company software centre. Personal phones may be used for work e-mail once they are enrolled in device management.',
        ],
      },
    ],
  },
  {
    id: seedDocId(305),
    fileName: 'training-and-development.md',
    format: 'md',
    title: 'Training and Development',
    description: 'Learning budget, study leave and training agreements',
    isPublic: true,
    sections: [
      {
        heading: 'Learning budget',
        paragraphs: [
          'Every member of staff has a learning budget of KES 60,000 a year for courses, conferences and books related to their role. Unused budget does not carry over.',
        ],
      },
      {
        heading: 'Study leave',
        paragraphs: [
          'Staff studying for an approved qualification get up to 5 days of paid study leave a year for exams and revision.',
        ],
      },
      {
        heading: 'Training agreements',
        paragraphs: [
          'Courses costing more than KES 200,000 need a training agreement: if you leave within 12 months of finishing, you repay part of the cost.',
        ],
      },
    ],
  },
  {
    id: seedDocId(306),
    fileName: 'performance-reviews.docx',
    format: 'docx',
    title: 'Performance Reviews',
    description: 'The yearly review cycle, ratings and pay reviews',
    isPublic: true,
    sections: [
      {
        heading: 'Review cycle',
        paragraphs: [
          'Performance is reviewed twice a year: a mid-year check-in in July and a year-end review in January. Both are recorded in the HR portal.',
        ],
      },
      {
        heading: 'Ratings',
        paragraphs: [
          "The year-end review gives a rating from 1 (below expectations) to 5 (exceptional). Staff who disagree with their rating can ask for a second review by their manager's manager within 10 working days.",
        ],
      },
      {
        heading: 'Pay reviews and bonus',
        paragraphs: [
          'Salary increases agreed at the year-end review take effect from 1 April. The annual bonus is paid with the March salary to staff rated 3 or above.',
        ],
      },
    ],
  },
  {
    id: seedDocId(307),
    fileName: 'travel-policy.pdf',
    format: 'pdf',
    title: 'Business Travel Policy',
    description: 'Booking trips, flights, hotels and daily allowances',
    isPublic: true,
    sections: [
      {
        heading: 'Before you travel',
        paragraphs: [
          "Submit a travel request in the HR portal at least 10 working days before the trip. Travel outside Kenya also needs a director's approval.",
        ],
      },
      {
        heading: 'Flights and hotels',
        paragraphs: [
          'Flights are booked by the travel desk in economy class. Business class is allowed only for flights of more than 8 hours.',
          'Hotels may cost up to KES 12,000 a night in Nairobi and up to KES 9,000 a night elsewhere in Kenya, breakfast included.',
        ],
      },
      {
        heading: 'Daily allowance',
        paragraphs: [
          'Staff travelling overnight receive a daily allowance of KES 2,500 for meals and incidentals, paid before the trip. No receipts are needed for the allowance.',
        ],
      },
    ],
  },
  {
    id: seedDocId(308),
    fileName: 'expense-claims.md',
    format: 'md',
    title: 'Expense Claims',
    description: 'Claiming back money spent on company business',
    isPublic: true,
    sections: [
      {
        heading: 'Making a claim',
        paragraphs: [
          'Claim expenses in the HR portal within 30 days of spending the money, with a photo of every receipt. Claims older than 90 days are not paid.',
          'Use of your own vehicle for work trips is paid at KES 45 per kilometre.',
        ],
      },
      {
        heading: 'Approval and payment',
        paragraphs: [
          'Your line manager approves claims up to KES 20,000; larger claims also need the finance manager. Approved claims are paid with the next salary.',
        ],
      },
    ],
  },
];
