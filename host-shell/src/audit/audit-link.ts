/** Where the console shows a thing of each kind the log names, by its id. */
const ROUTES: Record<string, (id: string) => string> = {
  account: () => '/pages/users',
  bot: (id) => `/bots/${id}`,
  business: () => '/setup/businesses',
  'business-type': () => '/setup/business-types',
  conversation: (id) => `/conversations/${id}`,
  // A bot's knowledge: the pages show the selected bot's, so the link selects it first.
  document: (id) => `/knowledge/documents/${id}`,
  'web-page': () => '/knowledge/websites',
  crawl: () => '/knowledge/websites',
  website: () => '/knowledge/websites',
  schedule: () => '/knowledge/websites',
  collection: () => '/knowledge/collections',
  'staff-answer': () => '/knowledge/answers',
  synonym: () => '/knowledge/synonyms',
};

export function auditLink(kind: string, id: string | null): string | null {
  const route = ROUTES[kind];
  return route && id ? route(id) : null;
}
