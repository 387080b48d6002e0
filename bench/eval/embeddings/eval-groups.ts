/** The groups an answer-step experiment reports: the half fitted on, the held out, each bot, all. */
export const evalGroups = <T extends { group: string; slug: string }>(): [
  string,
  (row: T) => boolean,
][] => [
  ['odd', (r) => r.group === 'odd'],
  ['held out', (r) => r.group !== 'odd'],
  ['customer-support', (r) => r.slug === 'customer-support'],
  ['govstack-services', (r) => r.slug === 'govstack-services'],
  ['hr-onboarding', (r) => r.slug === 'hr-onboarding'],
  ['all', () => true],
];
