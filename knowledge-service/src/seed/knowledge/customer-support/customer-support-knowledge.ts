import { seedDocId, type SeedKnowledgeBase } from '../seed-knowledge-types';
import { ordersAndPaymentsDocuments } from './orders-and-payments-documents';
import { policiesAndProgrammesDocuments } from './policies-and-programmes-documents';
import { supersededAndRegionalDocuments } from './superseded-and-regional-documents';
import { customerSupportSynonyms } from './customer-support-synonyms';

export const customerSupport: SeedKnowledgeBase = {
  slug: 'customer-support',
  collection: {
    id: 'support-policies',
    name: 'Support policies',
    description: 'Account help, returns, refunds and delivery',
    type: 'mixed',
  },
  synonyms: customerSupportSynonyms,
  documents: [
    {
      id: seedDocId(1),
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
      id: seedDocId(2),
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
      id: seedDocId(3),
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
      id: seedDocId(4),
      fileName: 'warranty-and-repairs.html',
      format: 'html',
      title: 'Warranty and Repairs',
      description: 'What the warranty covers and how to claim it',
      isPublic: true,
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
    ...ordersAndPaymentsDocuments,
    ...policiesAndProgrammesDocuments,
    ...supersededAndRegionalDocuments,
  ],
};
