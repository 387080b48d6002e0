/** The statuses a bot can be in (the spec leaves them open; the platform and console agree on these). */
export const BOT_STATUSES = ['ACTIVE', 'INACTIVE', 'MAINTENANCE'] as const;

export type BotStatus = (typeof BOT_STATUSES)[number];

/** A bot as the Bots API answers it. */
export interface Bot {
  id: string;
  name: string;
  description: string | null;
  botPath: string;
  chatEndpoint: string;
  status: BotStatus;
  avatar: string | null;
  createdAt: string;
  updatedAt: string;
}
