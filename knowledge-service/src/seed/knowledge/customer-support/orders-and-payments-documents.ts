import { seedDocId, type SeedDocument } from '../seed-knowledge-types';

/** Help-centre articles on ordering, paying and collecting, beside the original FAQ. */
export const ordersAndPaymentsDocuments: SeedDocument[] = [
  {
    id: seedDocId(101),
    fileName: 'mobile-money-payments.md',
    format: 'md',
    title: 'Paying with Mobile Money',
    description: 'Paying an order by M-Pesa and what to do when a payment is not confirmed',
    isPublic: true,
    sections: [
      {
        heading: 'Paying at checkout',
        paragraphs: [
          'Choose "Mobile money" at checkout and enter your phone number. A payment prompt appears on your phone; enter your PIN to approve it.',
          'If the prompt does not appear, pay through the M-Pesa menu instead: use Paybill number 400200 and your order number as the account number.',
        ],
      },
      {
        heading: 'When the payment is not confirmed',
        paragraphs: [
          'The prompt expires after 60 seconds. If it expires, the order stays open for 2 hours so you can try again without starting over.',
          'If money left your account but the order still says "Awaiting payment", forward the M-Pesa confirmation message to 40222. The order updates within 15 minutes.',
        ],
      },
      {
        heading: 'Limits',
        paragraphs: [
          'A single mobile money payment can be at most KES 250,000. For larger orders, pay by card or bank transfer.',
        ],
      },
    ],
  },
  {
    id: seedDocId(102),
    fileName: 'payment-problems.html',
    format: 'html',
    title: 'Payment Problems',
    description: 'Declined cards, double charges and failed bank transfers',
    isPublic: true,
    sections: [
      {
        heading: 'My card was declined',
        paragraphs: [
          'Most declines come from the card issuer, not from us. Check that online payments are enabled for your card and that the one-time password from your bank was entered within 5 minutes.',
          'After three declined attempts in one hour, card payments are paused on the order for 24 hours to protect you from fraud.',
        ],
      },
      {
        heading: 'I was charged twice',
        paragraphs: [
          'When an order is paid twice, the second payment is reversed automatically within 3 working days. You do not need to contact us unless it has not come back after that.',
        ],
      },
      {
        heading: 'Bank transfer not matched',
        paragraphs: [
          'Always write the order number in the transfer reference. A transfer without a reference can take up to 7 working days to match to your order.',
        ],
      },
    ],
  },
  {
    id: seedDocId(103),
    fileName: 'cancelling-an-order.md',
    format: 'md',
    title: 'Cancelling an Order',
    description: 'When and how an order can be cancelled',
    isPublic: true,
    sections: [
      {
        heading: 'Before the order is packed',
        paragraphs: [
          'You can cancel an order yourself until its status changes to "Packed". Open the order and choose "Cancel order"; the button disappears once packing starts.',
          'Most orders are packed within 2 hours of payment, so cancel quickly if you change your mind.',
        ],
      },
      {
        heading: 'After the order is packed',
        paragraphs: [
          'A packed or shipped order cannot be cancelled. Refuse the delivery at the door or start a return once it arrives.',
        ],
      },
      {
        heading: 'Money back after a cancellation',
        paragraphs: [
          'A cancelled order is paid back in full to the original payment method within 2 working days of the cancellation.',
        ],
      },
    ],
  },
  {
    id: seedDocId(104),
    fileName: 'pickup-points.md',
    format: 'md',
    title: 'Collecting from a Pickup Point',
    description: 'Click and collect at the Northwind counters',
    isPublic: true,
    sections: [
      {
        heading: 'Where you can collect',
        paragraphs: [
          'Choose "Collect in store" at checkout to pick up your order from the Northwind counter at the Mombasa Road warehouse in Nairobi or at Nyali Centre in Mombasa.',
          'Both counters are open Monday to Saturday from 08:00 to 20:00. Collection is free of charge.',
        ],
      },
      {
        heading: 'Collecting your order',
        paragraphs: [
          'We send a 6-digit collection code by text message when the order is ready. Show the code and your national ID or passport at the counter.',
          'Someone else can collect for you with the code and a copy of your ID.',
        ],
      },
      {
        heading: 'Orders not collected',
        paragraphs: [
          'Orders are held for 7 days. After that they go back to the warehouse and are cancelled, and the payment is returned to you.',
        ],
      },
    ],
  },
  {
    id: seedDocId(105),
    fileName: 'instalment-payments.docx',
    format: 'docx',
    title: 'Paying in Instalments',
    description: 'Splitting a larger order into three payments',
    isPublic: true,
    sections: [
      {
        heading: 'Who can pay in instalments',
        paragraphs: [
          'Orders between KES 10,000 and KES 150,000 can be split into 3 monthly instalments. Select "Pay in 3" at checkout; you need a verified phone number and an account older than 30 days.',
        ],
      },
      {
        heading: 'How the instalments work',
        paragraphs: [
          'The first instalment is paid at checkout and the order ships straight away. The other two are collected from the same card or mobile money number 30 and 60 days later.',
          'There is no interest. A missed instalment incurs a late fee of KES 500 and pauses "Pay in 3" on your account until it is paid.',
        ],
      },
      {
        heading: 'Returning an instalment order',
        paragraphs: [
          'If you send back an item bought in instalments, the instalments already paid are refunded and the remaining ones are cancelled.',
        ],
      },
    ],
  },
  {
    id: seedDocId(106),
    fileName: 'business-accounts.docx',
    format: 'docx',
    title: 'Northwind for Business',
    description: 'Accounts, invoices and credit terms for companies',
    isPublic: true,
    sections: [
      {
        heading: 'Opening a business account',
        paragraphs: [
          "Apply from the Business page with your company's certificate of incorporation and KRA PIN certificate. Applications are reviewed within 3 working days.",
        ],
      },
      {
        heading: 'Invoices and credit terms',
        paragraphs: [
          'Every order made on a business account gets a tax invoice showing VAT, sent by e-mail when the order ships.',
          'Approved companies can pay by invoice on 30-day terms. Invoice payment is available for orders of at least KES 50,000.',
        ],
      },
      {
        heading: 'Bulk discounts',
        paragraphs: [
          'Orders of 20 or more units of the same item get 5 percent off; 100 or more units get 8 percent off. The discount is shown in the basket before you pay.',
        ],
      },
    ],
  },
  {
    id: seedDocId(107),
    fileName: 'managing-your-account.md',
    format: 'md',
    title: 'Managing Your Account',
    description: 'Changing your details and closing your account',
    isPublic: true,
    sections: [
      {
        heading: 'Changing your e-mail or phone number',
        paragraphs: [
          'Open Settings and choose Profile. A new e-mail address must be confirmed from a link we send to it; a new phone number is confirmed with a code sent by text message.',
          'Your old e-mail address keeps working for sign-in until the new one is confirmed.',
        ],
      },
      {
        heading: 'Closing your account',
        paragraphs: [
          'Choose "Close account" under Settings, Privacy. The account is deleted after 14 days; sign in before then to cancel the closure.',
          'Unused store credit and gift card balances are lost when the account is deleted, so spend them first.',
        ],
      },
      {
        heading: 'Two accounts',
        paragraphs: [
          'Accounts cannot be merged. Order history stays with the account that placed each order.',
        ],
      },
    ],
  },
  {
    id: seedDocId(108),
    fileName: 'gift-cards.md',
    format: 'md',
    title: 'Gift Cards',
    description: 'Buying, using and replacing Northwind gift cards',
    isPublic: true,
    sections: [
      {
        heading: 'Buying a gift card',
        paragraphs: [
          'Digital gift cards are available from KES 1,000 to KES 50,000 and are e-mailed to the recipient on the date you choose.',
        ],
      },
      {
        heading: 'Using a gift card',
        paragraphs: [
          'Enter the 16-character code at checkout. A gift card can pay for part of an order, with the rest paid by any other method.',
          'Gift cards are valid for 24 months from the date of purchase. They cannot be exchanged for cash.',
        ],
      },
      {
        heading: 'Lost gift card codes',
        paragraphs: [
          'If the e-mail with the code is lost, the buyer can resend it from their order page. We cannot replace a code that someone else has already spent.',
        ],
      },
    ],
  },
];
