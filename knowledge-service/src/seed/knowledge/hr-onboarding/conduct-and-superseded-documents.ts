import { seedDocId, type SeedDocument } from '../seed-knowledge-types';

/**
 * Procedures that overlap the code of conduct, and archived versions of the leave rules with
 * different figures, marked as superseded.
 */
export const conductAndSupersededDocuments: SeedDocument[] = [
  {
    id: seedDocId(321),
    fileName: 'grievance-procedure.docx',
    format: 'docx',
    title: 'Grievance Procedure',
    description: 'Raising a formal complaint about your treatment at work',
    isPublic: true,
    sections: [
      {
        heading: 'Informal first',
        paragraphs: [
          'Most problems are best raised informally with your line manager. If that does not resolve it, or the problem is with your manager, raise a formal grievance.',
        ],
      },
      {
        heading: 'Formal grievance',
        paragraphs: [
          'Write to HR within 14 days of the event, describing what happened and what outcome you want. HR arranges a hearing within 10 working days, and you may bring a colleague.',
        ],
      },
      {
        heading: 'Appeal',
        paragraphs: [
          'If you disagree with the decision, appeal in writing to the head of HR within 5 working days of receiving it. The appeal decision is final.',
        ],
      },
    ],
  },
  {
    id: seedDocId(322),
    fileName: 'whistleblowing-line.txt',
    format: 'txt',
    title: 'Whistleblowing Line',
    description: 'How to report wrongdoing, anonymously if you wish',
    isPublic: true,
    sections: [
      {
        heading: 'What to report',
        paragraphs: [
          'Report fraud, bribery, safety dangers, data breaches or any other serious wrongdoing you see at work.',
        ],
      },
      {
        heading: 'How to report',
        paragraphs: [
          'The line is run by Safecall Kenya, an independent company, and is open 24 hours a day on 0800 720 720. You can also report through the Safecall web form.',
          'You do not have to give your name. Safecall gives you a case number so you can follow up without revealing who you are.',
        ],
      },
    ],
  },
  {
    id: seedDocId(323),
    fileName: 'disciplinary-procedure.pdf',
    format: 'pdf',
    title: 'Disciplinary Procedure',
    description: 'Warnings, hearings and dismissal',
    isPublic: true,
    sections: [
      {
        heading: 'Warnings',
        paragraphs: [
          'Minor misconduct leads to a verbal warning, which stays on file for 6 months. Repeated or more serious misconduct leads to a written warning, which stays on file for 12 months.',
        ],
      },
      {
        heading: 'Hearings',
        paragraphs: [
          "Before any written warning or dismissal you are invited to a disciplinary hearing with at least 3 working days' notice, and you may bring a colleague or union representative.",
          'During an investigation of gross misconduct you may be suspended on full pay.',
        ],
      },
      {
        heading: 'Gross misconduct',
        paragraphs: [
          'Theft, fraud, violence and serious breaches of the code of conduct are gross misconduct and can lead to dismissal without notice.',
        ],
      },
    ],
  },
  {
    id: seedDocId(324),
    fileName: 'gifts-and-hospitality-register.md',
    format: 'md',
    title: 'Gifts and Hospitality Register',
    description: 'How to record gifts and invitations from suppliers and customers',
    isPublic: true,
    sections: [
      {
        heading: 'Recording a gift',
        paragraphs: [
          'Gifts are recorded in the register in the HR portal with the giver, the value and the date. Small items such as calendars and pens do not need recording.',
          'Never accept cash, vouchers or gifts from a supplier during a tender.',
        ],
      },
      {
        heading: 'Hospitality',
        paragraphs: [
          "Invitations to meals or events worth more than KES 10,000 need your line manager's approval before you accept them.",
        ],
      },
    ],
  },
  {
    id: seedDocId(325),
    fileName: 'resignation-and-leaving.md',
    format: 'md',
    title: 'Resigning and Leaving',
    description: 'Notice periods, final pay and returning equipment',
    isPublic: true,
    sections: [
      {
        heading: 'Notice periods',
        paragraphs: [
          "After probation, staff give 1 month's notice in writing. Managers and staff on grade 7 and above give 3 months' notice.",
        ],
      },
      {
        heading: 'Your last day',
        paragraphs: [
          'Return your laptop, badge and any other equipment to the IT desk on your last day. HR offers every leaver an exit interview.',
        ],
      },
      {
        heading: 'Final pay',
        paragraphs: [
          'Final pay, including any untaken annual leave, is paid within 14 days of your last day together with your certificate of service.',
        ],
      },
    ],
  },
  {
    id: seedDocId(326),
    fileName: 'leave-policy-2024-archived.txt',
    format: 'txt',
    title: 'Leave Policy 2024 (superseded)',
    description: 'Archived leave rules that applied until the end of 2024',
    isPublic: true,
    sections: [
      {
        heading: 'Status of this document',
        paragraphs: [
          'Superseded on 1 January 2025 by the current Leave Policy. Kept for reference on leave taken in 2024.',
        ],
      },
      {
        heading: 'Annual leave in 2024',
        paragraphs: [
          'Full-time staff received 18 working days of annual leave. Up to 10 unused days could be carried over and had to be taken by 30 June.',
        ],
      },
      {
        heading: 'Sick leave in 2024',
        paragraphs: [
          "Staff received 10 days of fully paid sick leave a year, with a doctor's note for any absence of more than one day.",
        ],
      },
    ],
  },
  {
    id: seedDocId(327),
    fileName: 'parental-leave-guide-2023-archived.pdf',
    format: 'pdf',
    title: 'Parental Leave Guide 2023 (superseded)',
    description: 'Archived parental leave rules from 2023',
    isPublic: true,
    sections: [
      {
        heading: 'Status of this guide',
        paragraphs: [
          'Superseded. This guide applied to births and adoptions before 1 January 2025; see the Leave Policy for current entitlements.',
        ],
      },
      {
        heading: 'Entitlements in 2023',
        paragraphs: [
          'Paternity leave was 10 working days on full pay, to be taken within 3 months of the birth. Adoptive parents received 1 month of leave.',
        ],
      },
    ],
  },
  {
    id: seedDocId(328),
    fileName: 'office-facilities.md',
    format: 'md',
    title: 'Office Facilities',
    description: 'Canteen, parking, lockers and the nursing room',
    isPublic: true,
    sections: [
      {
        heading: 'Canteen',
        paragraphs: [
          'The canteen on the third floor serves lunch from 12:30 to 14:00. Lunch is subsidised and costs staff KES 150, paid with the access badge.',
        ],
      },
      {
        heading: 'Parking and bicycles',
        paragraphs: [
          'Staff parking bays in the basement are allocated by HR, with priority for staff with disabilities. Bicycle racks and showers are on the ground floor.',
        ],
      },
      {
        heading: 'Lockers and the nursing room',
        paragraphs: [
          'Lockers are available on every floor; ask reception for a key. A private nursing room for breastfeeding mothers is on the second floor.',
        ],
      },
    ],
  },
];
