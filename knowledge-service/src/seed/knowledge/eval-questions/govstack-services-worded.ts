import type { EvalQuestionSet } from '../eval-question-types';

/** As customer-support-worded.ts: citizens' own wording, held out from every tuning run. */
export const govstackServicesWorded: Pick<EvalQuestionSet, 'answerable' | 'unanswerable'> = {
  answerable: [
    {
      id: 'gs-c01',
      question: 'forgot to renew my shop permit and its already april, do i pay extra now?',
      fact: 'late penalty of 25 percent',
      source: 'business-permit-renewal.md',
    },
    {
      id: 'gs-c02',
      question: 'how much is the big pasport with 50 pages',
      fact: 'KES 6,050',
      source: 'passport-application-guide.pdf',
    },
    {
      id: 'gs-c03',
      question: 'my flight is in 5 days, can i still get a passport in time?',
      fact: 'Urgent applications with proof of travel take 3 working days',
      source: 'passport-application-guide.pdf',
    },
    {
      id: 'gs-c04',
      question: 'baby was born last month, do we pay anything to register her?',
      fact: 'Registration within 6 months is free',
      source: 'birth-registration.docx',
    },
    {
      id: 'gs-c05',
      question: 'i paid on the portal but it still says unpaid, what now',
      fact: 'wait 30 minutes',
      source: 'eservices-portal-help.html',
    },
    {
      id: 'gs-c06',
      question: 'i have a small kiosk, how much is the permit this year?',
      fact: 'KES 7,500',
      source: 'business-permit-fees-2026.html',
    },
    {
      id: 'gs-c07',
      question: 'im opening a restaurant, when do i actually pay the permit fee?',
      fact: 'the fee is paid only then',
      source: 'new-business-permit.md',
    },
    {
      id: 'gs-c08',
      question: 'how long is the medical cert for my food handlers good for and what does it cost',
      fact: 'valid for 6 months',
      source: 'food-hygiene-certificates.docx',
    },
    {
      id: 'gs-c09',
      question: 'how many fire extinguishers does my 400 sqm shop need?',
      fact: 'one 9 kg extinguisher per 200 square metres',
      source: 'fire-safety-certificate.docx',
    },
    {
      id: 'gs-c10',
      question: 'till what time can my bar sell beer on a saturday',
      fact: 'from 14:00 to 23:00 on weekends',
      source: 'liquor-licence.docx',
    },
    {
      id: 'gs-c11',
      question: 'want to sell mandazi at the festival next weekend, whats the daily charge?',
      fact: 'KES 300 per day',
      source: 'temporary-trading-permit.md',
    },
    {
      id: 'gs-c12',
      question: 'behind on my market stall rent for 2 months, will i lose it?',
      fact: 'Three months of unpaid rent',
      source: 'market-stalls.md',
    },
    {
      id: 'gs-c13',
      question:
        'lost my id at the bus stage, how long till i get a new one and can i use something meanwhile?',
      fact: 'about 30 days',
      source: 'national-id-card.md',
    },
    {
      id: 'gs-c14',
      question: 'we want to get married at the registrar, how early do we need to tell you?',
      fact: 'at least 21 days before the wedding',
      source: 'civil-marriage.html',
    },
    {
      id: 'gs-c15',
      question: 'land rates - whats the last day to pay before interest kicks in',
      fact: 'must be paid by 30 June',
      source: 'property-rates.md',
    },
    {
      id: 'gs-c16',
      question: 'do i need to pay parking on sunday in town?',
      fact: 'Parking is free on Sundays',
      source: 'parking-in-town.md',
    },
    {
      id: 'gs-c17',
      question: 'typed my password wrong a bunch of times and now im locked out, how long?',
      fact: 'locked for 30 minutes',
      source: 'portal-helpdesk.md',
    },
  ],
  unanswerable: [
    { id: 'gs-cu1', question: 'how do i get a driving licence for a motorbike?' },
    { id: 'gs-cu2', question: 'when is the next county assembly election' },
    { id: 'gs-cu3', question: 'can the county fix the potholes on my street, who do i ask' },
  ],
};
