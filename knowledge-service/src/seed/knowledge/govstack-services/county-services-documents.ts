import { seedDocId, type SeedDocument } from '../seed-knowledge-types';

/**
 * Everyday county services and portal pages, with an archived version of the portal help
 * and an expired deadline notice that differ from the current guides.
 */
export const countyServicesDocuments: SeedDocument[] = [
  {
    id: seedDocId(221),
    fileName: 'property-rates.md',
    format: 'md',
    title: 'Paying Property Rates',
    description: 'Annual rates on plots and buildings',
    isPublic: true,
    sections: [
      {
        heading: 'When rates are due',
        paragraphs: [
          'Property rates are charged once a year on every rateable plot. The rates bill is sent in January and must be paid by 30 June.',
          'Unpaid rates attract interest of 1 percent per month from 1 July.',
        ],
      },
      {
        heading: 'How to pay',
        paragraphs: [
          'Enter your plot number on the portal under "Property rates" to see the bill, then pay by mobile money or card. A rates clearance certificate, needed to sell or transfer a property, costs KES 1,000.',
        ],
      },
    ],
  },
  {
    id: seedDocId(222),
    fileName: 'parking-in-town.md',
    format: 'md',
    title: 'Parking in Town',
    description: 'Daily and seasonal parking fees and clamping',
    isPublic: true,
    sections: [
      {
        heading: 'Daily parking',
        paragraphs: [
          'Parking in the town centre costs KES 200 per day for a saloon vehicle, paid from 07:00 to 18:00 on weekdays and 07:00 to 13:00 on Saturdays. Parking is free on Sundays and public holidays.',
          'Pay on the portal or by USSD with the number plate before leaving the vehicle.',
        ],
      },
      {
        heading: 'Seasonal tickets',
        paragraphs: [
          'A monthly seasonal parking ticket costs KES 4,000 and covers all county parking bays.',
        ],
      },
      {
        heading: 'Clamping',
        paragraphs: [
          'Vehicles parked without payment may be clamped. Release costs KES 3,000 plus the unpaid parking fee.',
        ],
      },
    ],
  },
  {
    id: seedDocId(223),
    fileName: 'waste-collection.md',
    format: 'md',
    title: 'Household Waste Collection',
    description: 'Collection days, fees and reporting illegal dumping',
    isPublic: true,
    sections: [
      {
        heading: 'Collection and fees',
        paragraphs: [
          'Household waste is collected once a week by licensed collectors on the day set for your ward. The monthly collection fee is KES 300 per household.',
        ],
      },
      {
        heading: 'Illegal dumping',
        paragraphs: [
          'Dumping waste on roads, rivers or open land is an offence with a fine of up to KES 10,000. Report dumping on the portal with a photo and the location.',
        ],
      },
    ],
  },
  {
    id: seedDocId(224),
    fileName: 'county-bursary.html',
    format: 'html',
    title: 'County Education Bursary',
    description: 'Bursaries for secondary school and college students',
    isPublic: true,
    sections: [
      {
        heading: 'Who can apply',
        paragraphs: [
          'Students in secondary school, a technical college or a university whose parents or guardians live in the county can apply. Priority goes to orphans and students with disabilities.',
        ],
      },
      {
        heading: 'When and how to apply',
        paragraphs: [
          "Applications open once a year from 1 to 28 February on the portal. Attach the school fee structure, the latest report card and the parent's ID.",
          'Bursaries are paid directly to the school, never to the student or parent. Successful applicants are listed on the portal in April.',
        ],
      },
    ],
  },
  {
    id: seedDocId(225),
    fileName: 'building-plan-approval.pdf',
    format: 'pdf',
    title: 'Building Plan Approval',
    description: 'Getting approval before you build or extend',
    isPublic: true,
    sections: [
      {
        heading: 'When approval is needed',
        paragraphs: [
          "Every new building, extension or change of use needs approved plans before work starts. Building without approval can lead to demolition at the owner's cost.",
        ],
      },
      {
        heading: 'Submitting plans',
        paragraphs: [
          "Plans are submitted on the portal by a registered architect, with the ownership documents and a structural engineer's drawings for buildings over two floors.",
          'The approval fee is 0.5 percent of the estimated construction cost, with a minimum of KES 5,000.',
        ],
      },
      {
        heading: 'Decision',
        paragraphs: [
          'The planning committee decides within 30 days. Approved plans are valid for 2 years; if work has not started by then, submit them again.',
        ],
      },
    ],
  },
  {
    id: seedDocId(226),
    fileName: 'eservices-portal-help-2023-archived.html',
    format: 'html',
    title: 'E-services Portal Help (2023, archived)',
    description: 'The old portal help page from before the payment upgrade',
    isPublic: true,
    sections: [
      {
        heading: 'Status of this page',
        paragraphs: [
          'Archived page from 2023, kept for reference. It describes the portal before the payment upgrade of March 2024; see E-services Portal Help for current instructions.',
        ],
      },
      {
        heading: 'Payments (2023)',
        paragraphs: [
          'The portal accepted mobile money only. If a payment did not appear, citizens waited 24 hours and then e-mailed the transaction code to the helpdesk.',
        ],
      },
    ],
  },
  {
    id: seedDocId(227),
    fileName: 'portal-helpdesk.md',
    format: 'md',
    title: 'Getting Help with the Portal',
    description: 'Helpdesk contacts, opening hours and account recovery',
    isPublic: true,
    sections: [
      {
        heading: 'Helpdesk',
        paragraphs: [
          'The e-services helpdesk answers on the toll-free line 0800 720 555 from Monday to Friday, 08:00 to 17:00. Outside those hours, write to help@county-eservices.example.',
          'Citizens without internet can get help at any Huduma centre, where staff fill in applications with you.',
        ],
      },
      {
        heading: 'Locked out of your account',
        paragraphs: [
          'After 5 wrong passwords the account is locked for 30 minutes. Use "Forgot password" to reset it with a code sent to your registered phone number.',
          'If you changed your phone number, visit a Huduma centre with your ID to update it; this cannot be done by phone.',
        ],
      },
    ],
  },
  {
    id: seedDocId(228),
    fileName: 'service-charter-and-complaints.md',
    format: 'md',
    title: 'Service Charter and Complaints',
    description: 'What you can expect from county services and how to complain',
    isPublic: true,
    sections: [
      {
        heading: 'Our commitments',
        paragraphs: [
          'We acknowledge every application on the portal at once and reply to letters and e-mails within 5 working days.',
        ],
      },
      {
        heading: 'Making a complaint',
        paragraphs: [
          'Complain on the portal under "Feedback" or at any Huduma centre. Every complaint gets a reference number and a reply within 10 working days.',
          'If you are not satisfied with the reply, you can take the complaint to the Commission on Administrative Justice (the Ombudsman).',
        ],
      },
    ],
  },
  {
    id: seedDocId(229),
    fileName: 'permit-deadline-extension-2025.html',
    format: 'html',
    title: 'Notice: Permit Renewal Extension for 2025 (expired)',
    description: 'A one-off extension of the permit renewal period in 2025',
    isPublic: true,
    sections: [
      {
        heading: 'Notice',
        paragraphs: [
          'Published 20 March 2025. Because of the portal outage in March 2025, renewals of 2025 business permits were accepted without penalty until 30 April 2025.',
          'This extension applied to 2025 only and has expired. The usual renewal deadline applies in later years.',
        ],
      },
    ],
  },
];
