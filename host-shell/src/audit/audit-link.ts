/** Where the console shows a thing of each kind the log names, by its id. */
const ROUTES: Record<string, (id: string) => string> = {
  account: () => '/pages/users',
  bot: (id) => `/bots/${id}`,
  business: () => '/setup/businesses',
  'business-type': () => '/setup/business-types',
  conversation: (id) => `/conversations/${id}`,
};

export function auditLink(kind: string, id: string | null): string | null {
  const route = ROUTES[kind];
  return route && id ? route(id) : null;
}
