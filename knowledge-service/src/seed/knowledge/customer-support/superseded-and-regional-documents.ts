import { seedDocId, type SeedDocument } from '../seed-knowledge-types';

/**
 * Older versions of current pages, kept and marked as superseded with different figures,
 * and regional variants of the delivery pages: retrieval has to prefer the current text.
 */
export const supersededAndRegionalDocuments: SeedDocument[] = [
  {
    id: seedDocId(121),
    fileName: 'returns-policy-2024-archived.html',
    format: 'html',
    title: 'Returns Policy (2024, superseded)',
    description: 'Archived copy of the returns policy in force until 28 February 2025',
    isPublic: true,
    sections: [
      {
        heading: 'Status of this page',
        paragraphs: [
          'Archived copy. This policy applied to orders delivered up to 28 February 2025 and was superseded on 1 March 2025 by the current Returns and Refunds Policy.',
        ],
      },
      {
        heading: 'Returns (2024)',
        paragraphs: [
          'Items could be returned within 14 days of delivery, unused and in their original packaging. Returns were dropped at a Northwind counter only; there was no prepaid label.',
        ],
      },
      {
        heading: 'Money back (2024)',
        paragraphs: [
          'Money for returned items was paid back within 10 working days after inspection, as store credit or to the original payment method.',
        ],
      },
    ],
  },
  {
    id: seedDocId(122),
    fileName: 'delivery-charges-2025-superseded.docx',
    format: 'docx',
    title: 'Delivery Charges 2025 (superseded)',
    description: 'The delivery prices that applied during 2025',
    isPublic: true,
    sections: [
      {
        heading: 'Status of this page',
        paragraphs: [
          'These charges applied from 1 January 2025 to 31 December 2025. They were replaced on 1 January 2026; see Shipping and Delivery for the current prices.',
        ],
      },
      {
        heading: 'Charges in 2025',
        paragraphs: [
          'Standard delivery cost KES 300 and was free for orders over KES 4,000. Express next-day delivery in Nairobi cost KES 700.',
        ],
      },
    ],
  },
  {
    id: seedDocId(123),
    fileName: 'contact-us-2024-archived.md',
    format: 'md',
    title: 'Contact Us (2024, superseded)',
    description: 'Archived contact details and opening hours from 2024',
    isPublic: true,
    sections: [
      {
        heading: 'Status of this page',
        paragraphs: [
          'Archived on 1 February 2025. The phone number and opening hours below are no longer in use; see the Support FAQ for current contact details.',
        ],
      },
      {
        heading: 'Opening hours in 2024',
        paragraphs: [
          'The support desk was open Monday to Friday from 08:00 to 17:00 and closed on Saturdays.',
          'Customers called +254 700 000 111 or wrote to help@northwind.example.',
        ],
      },
    ],
  },
  {
    id: seedDocId(124),
    fileName: 'support-holiday-hours-2026.md',
    format: 'md',
    title: 'Support Hours on Public Holidays 2026',
    description: 'When the support desk is closed or open shorter hours in 2026',
    isPublic: true,
    sections: [
      {
        heading: 'Days the desk is closed',
        paragraphs: [
          'The support desk is closed on Kenyan public holidays. In 2026 that includes Good Friday (3 April), Easter Monday (6 April), Labour Day (1 May), Madaraka Day (1 June), Mashujaa Day (20 October), Jamhuri Day (12 December), Christmas Day and Boxing Day.',
        ],
      },
      {
        heading: 'Shorter hours',
        paragraphs: [
          'On 24 and 31 December 2026 the desk is open from 09:00 to 13:00 only.',
          'Orders can still be placed on holidays, but nothing leaves the warehouse, so add one working day to the delivery estimate.',
        ],
      },
    ],
  },
  {
    id: seedDocId(125),
    fileName: 'east-africa-delivery.html',
    format: 'html',
    title: 'Delivery to Uganda, Tanzania and Rwanda',
    description: 'Times, charges and customs for orders outside Kenya',
    isPublic: true,
    sections: [
      {
        heading: 'Uganda',
        paragraphs: [
          'Orders to Kampala and Entebbe arrive in 5-7 working days; other towns take up to 10. Delivery costs KES 2,000 per order.',
        ],
      },
      {
        heading: 'Tanzania',
        paragraphs: [
          'Orders to Dar es Salaam and Arusha arrive in 7-10 working days. Delivery costs KES 2,500 per order. Phones and laptops need a TCRA import clearance, which adds about 3 days.',
        ],
      },
      {
        heading: 'Rwanda',
        paragraphs: [
          'Orders to Kigali arrive in 6-8 working days. Delivery costs KES 2,500 per order.',
        ],
      },
      {
        heading: 'Customs and returns',
        paragraphs: [
          'The courier collects duties and taxes from the recipient before handing over the parcel. International orders over KES 20,000 ship free of delivery charges, but duties still apply.',
          "Returns from outside Kenya are sent at the customer's cost, and duties already paid are not refunded.",
        ],
      },
    ],
  },
  {
    id: seedDocId(126),
    fileName: 'kenya-delivery-zones.docx',
    format: 'docx',
    title: 'Delivery Zones in Kenya',
    description: 'Which towns fall in which delivery zone',
    isPublic: true,
    sections: [
      {
        heading: 'Zone A: Nairobi and Mombasa',
        paragraphs: [
          'Nairobi, Mombasa and their suburbs, including Kiambu, Ruiru, Kitengela and Nyali, are Zone A. Zone A is the only zone with express next-day delivery.',
        ],
      },
      {
        heading: 'Zone B: major towns',
        paragraphs: [
          'Nakuru, Eldoret, Thika, Machakos and Nyeri are Zone B. Parcels are delivered to the door in most neighbourhoods.',
        ],
      },
      {
        heading: 'Zone C: remote areas',
        paragraphs: [
          'Lodwar, Mandera, Wajir, Marsabit and Lamu are Zone C. Parcels take up to 7 working days and go to the nearest courier office, where you collect them with your ID.',
        ],
      },
    ],
  },
];
