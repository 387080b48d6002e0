export { BOT_STATUSES, type Bot, type BotStatus } from '@switchboard/domain';

/** What the create and edit forms send. */
export interface BotInput {
  name: string;
  description: string | null;
  botPath: string;
  chatEndpoint: string;
}
