export const BOT = { id: 'bot-1', name: 'Support', botPath: 'http://x/kb/s', status: 'ACTIVE' };
export const OTHER_BOT = { id: 'bot-2', name: 'HR', botPath: 'http://x/kb/h', status: 'ACTIVE' };

/** The endpoint path of a gateway analytics call: `usage/traffic` for `/api/bot-services/b/analytics/usage/traffic`. */
export const endpointOf = (url: string) => url.split('/analytics/')[1] ?? '';

export const answerOf = (data: unknown): [number, unknown] => [
  200,
  { service: 's', window_days: 30, from: '', to: '', generated_at: '', data },
];
