/**
 * Each seeded bot's starter knowledge base: short, real documents written for it, so a
 * newcomer's first question gets an answer with sources. Fixed ids keep the seed idempotent.
 */

export type SeedFormat = 'md' | 'txt' | 'html' | 'pdf' | 'docx';

export interface SeedSection {
  heading: string;
  paragraphs: string[];
}

export interface SeedDocument {
  id: string;
  fileName: string;
  format: SeedFormat;
  title: string;
  description: string;
  isPublic: boolean;
  /** A PDF starts each section on a new page, so page numbers are real. */
  sections: SeedSection[];
}

export interface SeedCollection {
  id: string;
  name: string;
  description: string;
  type: string;
}

export interface SeedKnowledgeBase {
  /** The bot's knowledge-service slug (the tail of its botPath). */
  slug: string;
  collection: SeedCollection;
  documents: SeedDocument[];
}

const docId = (n: number) => `00000000-0000-4000-8000-000000000${String(500 + n)}`;

const customerSupport: SeedKnowledgeBase = {
  slug: 'customer-support',
  collection: {
    id: 'support-policies',
    name: 'Support policies',
    description: 'Account help, returns, refunds and delivery',
    type: 'mixed',
  },
  documents: [
    {
      id: docId(1),
      fileName: 'support-faq.md',
      format: 'md',
      title: 'Support FAQ',
      description: 'Answers to the questions customers ask most',
      isPublic: true,
      sections: [
        {
          heading: 'Resetting your password',
          paragraphs: [
            'Open Settings, choose Security and select "Reset password". We e-mail a reset link that stays valid for 30 minutes.',
            'After a reset every other signed-in session is signed out, so sign in again on your other devices.',
          ],
        },
        {
          heading: 'Two-step verification',
          paragraphs: [
            'Turn on two-step verification under Settings, Security. You can use an authenticator app or text messages.',
            'If you lose your phone, use one of the ten backup codes shown when you turned it on, or contact support with your order number.',
          ],
        },
        {
          heading: 'Tracking an order',
          paragraphs: [
            'Every order page shows a tracking link as soon as the parcel leaves our warehouse, usually within one working day of payment.',
          ],
        },
        {
          heading: 'Payment methods',
          paragraphs: [
            'We accept Visa, Mastercard, mobile money and bank transfer. Bank transfers are confirmed within two working days.',
          ],
        },
        {
          heading: 'Contacting support',
          paragraphs: [
            'The support desk is open Monday to Friday from 08:00 to 18:00 and Saturday from 09:00 to 13:00 (East Africa Time).',
            'Write to support@northwind.example or call +254 700 123 456. We answer e-mails within one working day.',
          ],
        },
      ],
    },
    {
      id: docId(2),
      fileName: 'returns-and-refunds-policy.pdf',
      format: 'pdf',
      title: 'Returns and Refunds Policy',
      description: 'How and when customers can return items and get their money back',
      isPublic: true,
      sections: [
        {
          heading: 'Returns',
          paragraphs: [
            'You may return most items within 30 days of delivery. Items must be unused, in their original packaging and with the receipt or order number.',
            'To start a return, open the order, choose "Return an item" and print the prepaid return label. Drop the parcel at any partner courier point.',
            'Perishable goods, gift cards, personalised items and opened software cannot be returned.',
          ],
        },
        {
          heading: 'Refunds',
          paragraphs: [
            'Refunds are issued within 5 working days after the returned item reaches our warehouse and passes inspection.',
            'The refund goes back to the original payment method. Mobile money refunds arrive the same day they are issued; card refunds can take up to 10 days to show on a statement.',
            'Original delivery charges are refunded only when the item arrived damaged or was not what you ordered.',
          ],
        },
        {
          heading: 'Exchanges and damaged items',
          paragraphs: [
            'For a different size or colour, return the item and place a new order; exchanges are not processed directly.',
            'Report an item that arrived damaged within 48 hours with a photo of the item and the packaging. We send a replacement or a full refund, including delivery.',
          ],
        },
      ],
    },
    {
      id: docId(3),
      fileName: 'shipping-and-delivery.docx',
      format: 'docx',
      title: 'Shipping and Delivery',
      description: 'Delivery times, charges and areas served',
      isPublic: true,
      sections: [
        {
          heading: 'Delivery times',
          paragraphs: [
            'Orders paid before 14:00 on a working day leave the warehouse the same day.',
            'Delivery takes 1-2 working days in Nairobi and Mombasa and 3-5 working days elsewhere in Kenya.',
          ],
        },
        {
          heading: 'Delivery charges',
          paragraphs: [
            'Standard delivery costs KES 350. Delivery is free for orders over KES 5,000.',
            'Express next-day delivery is available in Nairobi for KES 800.',
          ],
        },
        {
          heading: 'International orders',
          paragraphs: [
            'We ship to Uganda, Tanzania and Rwanda. International delivery takes 5-10 working days and customs duties are paid by the recipient.',
          ],
        },
      ],
    },
    {
      id: docId(4),
      fileName: 'warranty-and-repairs.html',
      format: 'html',
      title: 'Warranty and Repairs',
      description: 'What the warranty covers and how to claim it',
      isPublic: false,
      sections: [
        {
          heading: 'What the warranty covers',
          paragraphs: [
            'Electronics carry a 12-month warranty against manufacturing defects from the date of delivery. Accidental damage and water damage are not covered.',
          ],
        },
        {
          heading: 'Making a warranty claim',
          paragraphs: [
            'Open the order and choose "Report a fault". Describe the problem and attach a photo or short video.',
            'Approved claims are repaired or replaced within 14 days. If a repair is not possible we refund the purchase price.',
          ],
        },
      ],
    },
  ],
};

const govstackServices: SeedKnowledgeBase = {
  slug: 'govstack-services',
  collection: {
    id: 'service-guides',
    name: 'Government service guides',
    description: 'Step-by-step guides to public e-services',
    type: 'mixed',
  },
  documents: [
    {
      id: docId(11),
      fileName: 'business-permit-renewal.md',
      format: 'md',
      title: 'Renewing a Business Permit',
      description: 'Annual single business permit renewal',
      isPublic: true,
      sections: [
        {
          heading: 'Who must renew',
          paragraphs: [
            'Every business operating in the county needs a single business permit, renewed every calendar year.',
            'The renewal deadline is 31 March. Renewals after the deadline pay a late penalty of 25 percent of the permit fee.',
          ],
        },
        {
          heading: 'How to renew online',
          paragraphs: [
            'Sign in to the county e-services portal, choose "Business permits" and then "Renew". Confirm your business details and the activity code.',
            'Pay the fee by mobile money or card. The renewed permit is issued as a PDF with a QR code and can be printed at once.',
          ],
        },
        {
          heading: 'What you need',
          paragraphs: [
            "Your KRA PIN, last year's permit number and, for food businesses, a valid public health certificate.",
          ],
        },
      ],
    },
    {
      id: docId(12),
      fileName: 'passport-application-guide.pdf',
      format: 'pdf',
      title: 'Passport Application Guide',
      description: 'Applying for a first passport or a renewal',
      isPublic: true,
      sections: [
        {
          heading: 'Eligibility and documents',
          paragraphs: [
            "Citizens of any age can apply. Adults need their national ID card and birth certificate; children need a birth certificate and a parent's ID.",
            'Upload a recent passport photo with a white background when you apply online.',
          ],
        },
        {
          heading: 'Fees and processing time',
          paragraphs: [
            'A 34-page ordinary passport costs KES 4,550 and a 50-page passport costs KES 6,050.',
            'Passports are processed within 10 working days after biometrics are captured. Urgent applications with proof of travel take 3 working days.',
          ],
        },
        {
          heading: 'Biometrics and collection',
          paragraphs: [
            'Book a biometrics appointment at a passport office after paying. Bring the original documents you uploaded.',
            'You will receive a text message when the passport is ready. Collect it in person with your ID; passports are not sent by post.',
          ],
        },
      ],
    },
    {
      id: docId(13),
      fileName: 'birth-registration.docx',
      format: 'docx',
      title: 'Registering a Birth',
      description: 'Birth registration and birth certificates',
      isPublic: true,
      sections: [
        {
          heading: 'Registering a birth',
          paragraphs: [
            'A birth must be registered within 6 months. Births in hospital are notified by the hospital; parents then apply for the certificate online.',
            'Registration within 6 months is free. Late registration needs a sworn affidavit and a letter from the local chief.',
          ],
        },
        {
          heading: 'Getting a birth certificate',
          paragraphs: [
            'Apply on the e-services portal with the birth notification number. The certificate costs KES 50 and is ready for collection within 7 working days.',
          ],
        },
      ],
    },
    {
      id: docId(14),
      fileName: 'eservices-portal-help.html',
      format: 'html',
      title: 'E-services Portal Help',
      description: 'Creating an account and paying for services',
      isPublic: true,
      sections: [
        {
          heading: 'Creating an account',
          paragraphs: [
            'Register with your national ID number, phone number and e-mail address. A one-time code sent by text message confirms the phone number.',
          ],
        },
        {
          heading: 'Paying for services',
          paragraphs: [
            'The portal accepts mobile money, debit and credit cards. Every payment produces an e-receipt under "My payments".',
            'If a payment was taken but the service shows unpaid, wait 30 minutes and then use "Verify payment" with the transaction code.',
          ],
        },
      ],
    },
  ],
};

const hrOnboarding: SeedKnowledgeBase = {
  slug: 'hr-onboarding',
  collection: {
    id: 'hr-policies',
    name: 'HR policies',
    description: 'Onboarding, leave, conduct and pay',
    type: 'mixed',
  },
  documents: [
    {
      id: docId(21),
      fileName: 'first-week-checklist.md',
      format: 'md',
      title: 'First Week Checklist',
      description: 'What new staff do in their first week',
      isPublic: false,
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
      id: docId(22),
      fileName: 'leave-policy.pdf',
      format: 'pdf',
      title: 'Leave Policy',
      description: 'Annual, sick, parental and compassionate leave',
      isPublic: false,
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
      id: docId(23),
      fileName: 'code-of-conduct.docx',
      format: 'docx',
      title: 'Code of Conduct',
      description: 'How we work together',
      isPublic: false,
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
      id: docId(24),
      fileName: 'pay-and-benefits.txt',
      format: 'txt',
      title: 'Pay and Benefits',
      description: 'Payday, pension and medical cover',
      isPublic: false,
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
  ],
};

export const SEED_KNOWLEDGE: SeedKnowledgeBase[] = [
  customerSupport,
  govstackServices,
  hrOnboarding,
];
