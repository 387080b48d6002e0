import type { EvalQuestionSet } from '../eval-question-types';

/**
 * Questions written as customers write them (casual, indirect, misspelt, several things at
 * once), added after the answer engine's tuning and held out from every tuning run: the
 * evaluation counts them with the held-out half (`--ids even`) and alone with `--set new`.
 */
export const customerSupportWorded: Pick<EvalQuestionSet, 'answerable' | 'unanswerable'> = {
  answerable: [
    {
      id: 'cs-c01',
      question:
        'hi i bought a blender about 3 weeks ago and i changed my mind, can i still return it?',
      fact: 'within 30 days of delivery',
      source: 'returns-and-refunds-policy.pdf',
    },
    {
      id: 'cs-c02',
      question: 'how long will it take for my order to get to Kisumu?',
      fact: '3-5 working days elsewhere in Kenya',
      source: 'shipping-and-delivery.docx',
    },
    {
      id: 'cs-c03',
      question: 'my headphones stopped working after 8 months, will you fix them for free?',
      fact: '12-month warranty',
      source: 'warranty-and-repairs.html',
    },
    {
      id: 'cs-c04',
      question: 'whats the min i need to spend so i dont pay for delivery',
      fact: 'free for orders over KES 5,000',
      source: 'shipping-and-delivery.docx',
    },
    {
      id: 'cs-c05',
      question: 'the mpesa thing on my phone never popped up, how else can i pay?',
      fact: 'Paybill number 400200',
      source: 'mobile-money-payments.md',
    },
    {
      id: 'cs-c06',
      question: 'my bank keeps declining, tried 3 times now and it wont let me try again??',
      fact: 'paused on the order for 24 hours',
      source: 'payment-problems.html',
    },
    {
      id: 'cs-c07',
      question: 'i think i got charged two times for the same order, when do i get it back',
      fact: 'reversed automatically within 3 working days',
      source: 'payment-problems.html',
    },
    {
      id: 'cs-c08',
      question: 'ordered 10 mins ago by mistake, is it too late to cancel',
      fact: 'until its status changes to "Packed"',
      source: 'cancelling-an-order.md',
    },
    {
      id: 'cs-c09',
      question: 'can my brother pick up my order from the counter for me?',
      fact: 'Someone else can collect for you',
      source: 'pickup-points.md',
    },
    {
      id: 'cs-c10',
      question: 'i forgot to pick up my parcel at nyali, how long do you keep it',
      fact: 'held for 7 days',
      source: 'pickup-points.md',
    },
    {
      id: 'cs-c11',
      question: 'is there interest if i pay for my laptop in 3 parts, and what if i miss one?',
      fact: 'There is no interest',
      source: 'instalment-payments.docx',
    },
    {
      id: 'cs-c12',
      question: 'our company wants 30 chairs, do we get any discount for buying that many?',
      fact: '5 percent off',
      source: 'business-accounts.docx',
    },
    {
      id: 'cs-c13',
      question: 'if i delete my acount what happens to the money left on my gift card',
      fact: 'gift card balances are lost',
      source: 'managing-your-account.md',
    },
    {
      id: 'cs-c14',
      question:
        'saw the same tv cheaper at another shop two days after buying it from you, can i get the difference',
      fact: 'we refund the difference',
      source: 'price-match-promise.md',
    },
    {
      id: 'cs-c15',
      question: 'i dropped my phone and the screen cracked, i have care plus - how much do i pay?',
      fact: 'KES 1,500 per repair',
      source: 'northwind-care-plus.pdf',
    },
    {
      id: 'cs-c16',
      question: 'first time buying here, is there a code for new customers?',
      fact: 'WELCOME10',
      source: 'discount-codes.md',
    },
    {
      id: 'cs-c17',
      question: 'sending something to my sister in kampala, how much is delivery and how long?',
      fact: 'KES 2,000 per order',
      source: 'east-africa-delivery.html',
    },
  ],
  unanswerable: [
    { id: 'cs-cu1', question: 'do u guys have a shop in kisumu i can walk into?' },
    { id: 'cs-cu2', question: 'can i pay cash when the parcel arrives at my door' },
    { id: 'cs-cu3', question: 'whats the wifi password at the nyali counter lol' },
  ],
};
