export const BOT_STATUSES = ['ACTIVE', 'INACTIVE', 'MAINTENANCE'] as const;
export type BotStatus = (typeof BOT_STATUSES)[number];

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

/** What the create and edit forms send. */
export interface BotInput {
  name: string;
  description: string | null;
  botPath: string;
  chatEndpoint: string;
}
