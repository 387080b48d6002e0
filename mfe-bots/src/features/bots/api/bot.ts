import type { BotInput as StoredBotInput } from '@switchboard/domain';

export { BOT_STATUSES, type Bot, type BotStatus } from '@switchboard/domain';

/** What the create and edit forms send. */
export type BotInput = Pick<StoredBotInput, 'name' | 'description' | 'botPath' | 'chatEndpoint'>;
