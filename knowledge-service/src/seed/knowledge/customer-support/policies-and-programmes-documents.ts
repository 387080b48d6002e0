import { seedDocId, type SeedDocument } from '../seed-knowledge-types';

/**
 * Policies and programmes that overlap the returns, refunds and warranty documents on
 * purpose (several of them mention refunds), as real help centres do.
 */
export const policiesAndProgrammesDocuments: SeedDocument[] = [
  {
    id: seedDocId(111),
    fileName: 'price-match-promise.md',
    format: 'md',
    title: 'Price Match Promise',
    description: 'Paying the difference when an item is cheaper elsewhere',
    isPublic: true,
    sections: [
      {
        heading: 'How the price match works',
        paragraphs: [
          'If you find an item you bought from us cheaper at another retailer in Kenya within 7 days of your purchase, we refund the difference.',
          'Send us a link or a photo of the lower price through the order page under "Price match". Claims are checked within 2 working days.',
        ],
      },
      {
        heading: 'What is excluded',
        paragraphs: [
          'Flash sales, marketplace sellers, clearance items and prices that need a membership or a coupon are not matched. Each customer can make at most 3 price match claims a month.',
        ],
      },
    ],
  },
  {
    id: seedDocId(112),
    fileName: 'northwind-care-plus.pdf',
    format: 'pdf',
    title: 'Northwind Care Plus',
    description: 'The optional extended warranty for electronics',
    isPublic: true,
    sections: [
      {
        heading: 'What Care Plus adds',
        paragraphs: [
          'Care Plus extends the standard warranty by 24 months, so an item is covered for 36 months from delivery in all.',
          'Unlike the standard warranty, Care Plus also covers accidental damage such as a cracked screen or a drop, for one claim per year of cover.',
        ],
      },
      {
        heading: 'Price and when to buy',
        paragraphs: [
          'Care Plus costs 10 percent of the item price. Add it at checkout or from the order page within 30 days of delivery.',
        ],
      },
      {
        heading: 'Claims and cancellation',
        paragraphs: [
          'Accidental damage claims carry an excess of KES 1,500 per repair. Water damage and theft remain excluded.',
          'Cancel Care Plus within 30 days of buying it for a full refund of the plan; later cancellations are refunded pro rata.',
        ],
      },
    ],
  },
  {
    id: seedDocId(113),
    fileName: 'powerbank-recall-2025.html',
    format: 'html',
    title: 'Safety Recall: Northwind PowerBank 10000',
    description: 'Voluntary recall of some NW-PB10 power banks',
    isPublic: true,
    sections: [
      {
        heading: 'Which power banks are affected',
        paragraphs: [
          'On 18 August 2025 we recalled Northwind PowerBank 10000 units (model NW-PB10) whose batch number starts with 25C, 25D or 25E. These units can overheat while charging.',
          'The batch number is printed on the underside, next to the charging port. Other batches and other models are not affected.',
        ],
      },
      {
        heading: 'What to do',
        paragraphs: [
          'Stop using and charging the power bank straight away. Register it on the recall page and we send a free courier to collect it.',
          'You can choose a new power bank from a safe batch or a full refund of the purchase price, even without a receipt and after the return period has ended.',
        ],
      },
    ],
  },
  {
    id: seedDocId(114),
    fileName: 'privacy-notice.md',
    format: 'md',
    title: 'Privacy Notice',
    description: 'What personal data we keep, for how long, and your rights',
    isPublic: true,
    sections: [
      {
        heading: 'What we keep and why',
        paragraphs: [
          'We keep your name, contact details, addresses and order history to deliver orders and provide support, as the Data Protection Act, 2019 allows.',
          'Order and payment records are kept for 7 years because tax law requires it, even after an account is closed.',
        ],
      },
      {
        heading: 'Marketing messages',
        paragraphs: [
          'We send offers only if you opted in. Reply STOP to any text message or use the unsubscribe link in any e-mail to opt out.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask for a copy of your data or for it to be corrected. Write to our Data Protection Officer at privacy@northwind.example; we answer within 21 days.',
        ],
      },
    ],
  },
  {
    id: seedDocId(115),
    fileName: 'discount-codes.md',
    format: 'md',
    title: 'Discount Codes and Promotions',
    description: 'Using promotional codes and how discounts affect returns',
    isPublic: true,
    sections: [
      {
        heading: 'Using a code',
        paragraphs: [
          'Enter the code in the basket before you pay; a code cannot be added to an order that is already paid. Only one code can be used per order.',
          'New customers get 10 percent off their first order with the code WELCOME10, up to a discount of KES 1,500.',
        ],
      },
      {
        heading: 'Returns of discounted items',
        paragraphs: [
          'When you return something bought with a code, you get back the amount you actually paid for it, not the full price. The code itself is not reissued.',
        ],
      },
    ],
  },
  {
    id: seedDocId(116),
    fileName: 'marketplace-sellers.md',
    format: 'md',
    title: 'Buying from Marketplace Sellers',
    description: 'Items sold by partner sellers on Northwind',
    isPublic: true,
    sections: [
      {
        heading: 'How to tell',
        paragraphs: [
          'Items sold by partner sellers show "Sold by" and the seller\'s name under the price. Northwind sells and ships everything else.',
        ],
      },
      {
        heading: 'Returns to a seller',
        paragraphs: [
          "Marketplace items follow the seller's own return policy, shown on the product page, which can be shorter than ours. Start the return from the order page and the seller answers within 3 working days.",
        ],
      },
      {
        heading: 'The Northwind guarantee',
        paragraphs: [
          'If a seller does not answer in time or refuses a return their policy allows, choose "Ask Northwind to step in". We decide within 5 working days and, if we agree, refund you ourselves.',
        ],
      },
    ],
  },
  {
    id: seedDocId(117),
    fileName: 'trade-in-programme.html',
    format: 'html',
    title: 'Trade-in Programme',
    description: 'Trading in an old phone, tablet or laptop for store credit',
    isPublic: true,
    sections: [
      {
        heading: 'What you can trade in',
        paragraphs: [
          'We accept phones, tablets and laptops up to 5 years old that switch on and hold a charge. Devices that are locked to an account cannot be accepted.',
        ],
      },
      {
        heading: 'How it works',
        paragraphs: [
          'Get an instant quote online, then hand the device to our courier or bring it to a pickup counter. Our technicians confirm the value within 2 working days.',
          'The value is paid as store credit, which stays valid for 90 days. If the device is worth less than quoted, we make a new offer and you may decline it and have the device sent back free.',
        ],
      },
    ],
  },
  {
    id: seedDocId(118),
    fileName: 'missing-parcels.html',
    format: 'html',
    title: 'Missing or Late Parcels',
    description: 'When tracking says delivered but nothing arrived, or a parcel is late',
    isPublic: true,
    sections: [
      {
        heading: 'Tracking says delivered but nothing arrived',
        paragraphs: [
          'Check with neighbours and building security first. Then report the parcel as missing from the order page within 3 days of the delivery date shown in tracking.',
          'We open an investigation with the courier, which takes up to 5 working days. If the parcel is not found we send the order again or pay you back.',
        ],
      },
      {
        heading: 'Late parcels',
        paragraphs: [
          'A parcel counts as late two working days after the latest date in its delivery estimate. Late parcels get their delivery charge refunded automatically.',
        ],
      },
    ],
  },
  {
    id: seedDocId(119),
    fileName: 'large-item-returns.pdf',
    format: 'pdf',
    title: 'Returning Large Items',
    description: 'Returns of televisions, fridges, washing machines and furniture',
    isPublic: true,
    sections: [
      {
        heading: 'Which items count as large',
        paragraphs: [
          'Televisions of 50 inches and over, fridges, freezers, washing machines, cookers and furniture are large items. They cannot be dropped at a courier point.',
        ],
      },
      {
        heading: 'Booking a collection',
        paragraphs: [
          'Book a collection from the order page. Our two-person delivery team collects the item from your home on a weekday you choose, usually within 5 working days.',
          'A change-of-mind collection costs KES 1,500, deducted from the money you get back. Collection is free when the item is faulty or arrived damaged.',
        ],
      },
      {
        heading: 'Condition of large items',
        paragraphs: [
          'Appliances must be disconnected, emptied, defrosted and dry before the team arrives. Installed appliances can only be returned if they are faulty.',
        ],
      },
    ],
  },
];
