import { seedDocId, type SeedDocument } from '../seed-knowledge-types';

/** Permits, licences and certificates a business deals with, beside the permit renewal guide. */
export const businessAndLicensingDocuments: SeedDocument[] = [
  {
    id: seedDocId(201),
    fileName: 'business-permit-fees-2026.html',
    format: 'html',
    title: 'Single Business Permit Fees 2026',
    description: 'The permit fee schedule in force from 1 January 2026',
    isPublic: true,
    sections: [
      {
        heading: 'About this schedule',
        paragraphs: [
          'These fees apply to permits issued or renewed from 1 January 2026 under the County Finance Act, 2025. The fee depends on the activity code and the size of the premises.',
        ],
      },
      {
        heading: 'Common activities',
        paragraphs: [
          'A hawker or street vendor pays KES 3,000 a year. A small shop or kiosk of up to 50 square metres pays KES 7,500.',
          'A medium trader of 50 to 300 square metres pays KES 15,000, and a large trader or supermarket over 300 square metres pays KES 40,000.',
          'A restaurant or eating house pays KES 12,000, plus the fire safety inspection fee.',
        ],
      },
    ],
  },
  {
    id: seedDocId(202),
    fileName: 'business-permit-fees-2025-superseded.pdf',
    format: 'pdf',
    title: 'Single Business Permit Fees 2025 (superseded)',
    description: 'The permit fee schedule that applied during 2025',
    isPublic: true,
    sections: [
      {
        heading: 'Status of this schedule',
        paragraphs: [
          'Superseded. This schedule applied to permits issued from 1 January 2025 to 31 December 2025 and was replaced by the 2026 schedule.',
        ],
      },
      {
        heading: 'Fees in 2025',
        paragraphs: [
          'A hawker paid KES 2,500 a year and a small shop or kiosk paid KES 6,000. A medium trader paid KES 12,500 and a large trader KES 35,000.',
          'A restaurant or eating house paid KES 10,000.',
        ],
      },
    ],
  },
  {
    id: seedDocId(203),
    fileName: 'new-business-permit.md',
    format: 'md',
    title: 'Applying for a First Business Permit',
    description: 'Getting a single business permit for a new business',
    isPublic: true,
    sections: [
      {
        heading: 'Before you start trading',
        paragraphs: [
          'Apply for a permit before you open. Trading without a permit can lead to a fine of up to KES 50,000 and closure of the premises.',
        ],
      },
      {
        heading: 'How to apply',
        paragraphs: [
          'On the e-services portal choose "Business permits" and then "New application". Enter the business name as registered, the activity code and the plot number of the premises.',
          'Upload your business registration certificate, KRA PIN certificate and the lease or ownership documents of the premises.',
        ],
      },
      {
        heading: 'Inspection and approval',
        paragraphs: [
          'A county officer inspects the premises within 14 days of the application. The permit is approved within 5 working days after a successful inspection, and the fee is paid only then.',
        ],
      },
    ],
  },
  {
    id: seedDocId(204),
    fileName: 'food-hygiene-certificates.docx',
    format: 'docx',
    title: 'Food Hygiene Certificates',
    description: 'Medical certificates for food handlers and health certificates for premises',
    isPublic: true,
    sections: [
      {
        heading: 'Medical certificates for food handlers',
        paragraphs: [
          "Everyone who handles food for sale needs a food handler's medical certificate. The examination is done at any county health centre and costs KES 1,000.",
          'The certificate is valid for 6 months and must be shown to a public health officer on request.',
        ],
      },
      {
        heading: 'Public health certificate for premises',
        paragraphs: [
          'Food premises need a public health certificate, renewed every year. A public health officer inspects the kitchen, water supply and toilets before issuing it. The fee is KES 2,500.',
        ],
      },
    ],
  },
  {
    id: seedDocId(205),
    fileName: 'fire-safety-certificate.docx',
    format: 'docx',
    title: 'Fire Safety Certificate',
    description: 'The yearly fire inspection for business premises',
    isPublic: true,
    sections: [
      {
        heading: 'Who needs one',
        paragraphs: [
          'Shops, restaurants, hotels, schools and workshops need a fire safety certificate. It expires on 31 December each year.',
        ],
      },
      {
        heading: 'Inspection',
        paragraphs: [
          'Book the inspection on the portal under "Fire safety". The inspector checks extinguishers, exits, signs and wiring. Premises need at least one 9 kg extinguisher per 200 square metres.',
          'The inspection fee is KES 2,000 for premises up to 100 square metres and KES 5,000 above that.',
        ],
      },
    ],
  },
  {
    id: seedDocId(206),
    fileName: 'liquor-licence.docx',
    format: 'docx',
    title: 'Liquor Licence',
    description: 'Licences to sell alcoholic drinks',
    isPublic: true,
    sections: [
      {
        heading: 'Applying and renewing',
        paragraphs: [
          'Liquor licences run from 1 July to 30 June. New applications and renewals are accepted from 1 April to 31 May; the Liquor Licensing Board meets in June to decide them.',
        ],
      },
      {
        heading: 'Fees',
        paragraphs: [
          'A bar or pub licence costs KES 20,000 a year, a restaurant licence KES 15,000 and a wholesale licence KES 60,000.',
        ],
      },
      {
        heading: 'Opening hours',
        paragraphs: [
          'Bars may sell alcohol from 17:00 to 23:00 on weekdays and from 14:00 to 23:00 on weekends and public holidays.',
        ],
      },
    ],
  },
  {
    id: seedDocId(207),
    fileName: 'temporary-trading-permit.md',
    format: 'md',
    title: 'Temporary Trading Permits',
    description: 'Short permits for events, shows and seasonal stalls',
    isPublic: true,
    sections: [
      {
        heading: 'When you need one',
        paragraphs: [
          'Traders without a single business permit who sell at a show, festival or seasonal market need a temporary trading permit. It is valid for the dates shown, up to 14 days.',
        ],
      },
      {
        heading: 'Cost and application',
        paragraphs: [
          "The permit costs KES 300 per day. Apply on the portal at least 3 working days before the event and show the event organiser's letter.",
        ],
      },
    ],
  },
  {
    id: seedDocId(208),
    fileName: 'market-stalls.md',
    format: 'md',
    title: 'Renting a Market Stall',
    description: 'Stalls in county markets',
    isPublic: true,
    sections: [
      {
        heading: 'Applying for a stall',
        paragraphs: [
          'Vacant stalls are advertised on the portal on the first Monday of each month. Apply within 10 days of the advert; stalls are allocated by ballot when there are more applicants than stalls.',
        ],
      },
      {
        heading: 'Rent and rules',
        paragraphs: [
          'Stall rent is KES 1,500 per month, paid by the 5th of the month. Three months of unpaid rent lead to the stall being reallocated.',
          'County markets open from 06:00 to 19:00 every day except Sunday.',
        ],
      },
    ],
  },
];
