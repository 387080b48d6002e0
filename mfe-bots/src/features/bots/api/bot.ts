import type { BotStatus } from '@switchboard/domain';

export { BOT_STATUSES, type BotStatus } from '@switchboard/domain';

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
