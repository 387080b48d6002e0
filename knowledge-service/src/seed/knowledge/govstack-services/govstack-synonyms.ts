import type { SeedSynonym } from '../seed-knowledge-types';

/**
 * GovStack's domain synonyms, as the county's service desk would keep them: for each
 * service the guides cover, the everyday words citizens use (left) for the words the
 * guides use (right). Written service by service from the guides' titles and headings.
 */
export const govstackSynonyms: SeedSynonym[] = [
  // Money
  { phrase: 'cost', synonyms: ['fee', 'pays', 'costs'] },
  { phrase: 'price', synonyms: ['fee', 'cost'] },
  { phrase: 'charge', synonyms: ['fee', 'cost'] },
  { phrase: 'pay late', synonyms: ['penalty', 'after the deadline'] },
  { phrase: 'fine', synonyms: ['penalty'] },
  // Business permits and licences
  { phrase: 'business license', synonyms: ['business permit'] },
  { phrase: 'business licence', synonyms: ['business permit'] },
  { phrase: 'trading licence', synonyms: ['permit'] },
  { phrase: 'street vendor', synonyms: ['hawker'] },
  { phrase: 'sell on the street', synonyms: ['hawker'] },
  { phrase: 'shop', synonyms: ['premises'] },
  { phrase: 'restaurant', synonyms: ['food'] },
  { phrase: 'alcohol', synonyms: ['liquor'] },
  { phrase: 'bar', synonyms: ['liquor'] },
  { phrase: 'pub', synonyms: ['bar', 'liquor'] },
  { phrase: 'short-term', synonyms: ['temporary'] },
  { phrase: 'pop-up', synonyms: ['temporary'] },
  { phrase: 'event', synonyms: ['show', 'festival'] },
  { phrase: 'expire', synonyms: ['valid', 'expires'] },
  { phrase: 'run out', synonyms: ['valid', 'expires'] },
  { phrase: 'pushed back', synonyms: ['extended', 'extension'] },
  { phrase: 'postponed', synonyms: ['extended', 'extension'] },
  // Civil registration and identity
  { phrase: 'baby', synonyms: ['birth'] },
  { phrase: 'newborn', synonyms: ['birth'] },
  { phrase: 'born', synonyms: ['birth'] },
  { phrase: 'cert', synonyms: ['certificate'] },
  { phrase: 'passed away', synonyms: ['death'] },
  { phrase: 'died', synonyms: ['death'] },
  { phrase: 'wedding', synonyms: ['marriage'] },
  { phrase: 'get married', synonyms: ['marriage'] },
  { phrase: 'identity card', synonyms: ['id card'] },
  { phrase: 'kitambulisho', synonyms: ['id card'] },
  { phrase: 'travel document', synonyms: ['passport'] },
  { phrase: 'urgent', synonyms: ['express'] },
  { phrase: 'faster', synonyms: ['express'] },
  { phrase: 'stolen', synonyms: ['lost'] },
  { phrase: 'wet', synonyms: ['damaged'] },
  { phrase: 'torn', synonyms: ['damaged'] },
  { phrase: 'kid', synonyms: ['child', 'children'] },
  // County services
  { phrase: 'land rates', synonyms: ['property rates'] },
  { phrase: 'land', synonyms: ['plot', 'property'] },
  { phrase: 'clamped', synonyms: ['clamping'] },
  { phrase: 'garbage', synonyms: ['waste'] },
  { phrase: 'trash', synonyms: ['waste'] },
  { phrase: 'rubbish', synonyms: ['waste'] },
  { phrase: 'scholarship', synonyms: ['bursary'] },
  { phrase: 'school fees', synonyms: ['bursary'] },
  { phrase: 'build a house', synonyms: ['building plan'] },
  // The portal and complaints
  { phrase: 'website', synonyms: ['portal'] },
  { phrase: 'site', synonyms: ['portal'] },
  { phrase: 'e-citizen', synonyms: ['portal'] },
  { phrase: 'sign up', synonyms: ['create an account'] },
  { phrase: 'phone number', synonyms: ['helpdesk'] },
  { phrase: 'contact', synonyms: ['helpdesk'] },
  { phrase: 'complain', synonyms: ['complaint'] },
  { phrase: 'ombudsman', synonyms: ['commission on administrative justice'] },
  { phrase: 'escalate', synonyms: ['commission on administrative justice', 'appeal'] },
];
