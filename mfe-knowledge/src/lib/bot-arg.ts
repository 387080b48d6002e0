/** Every knowledge call names the bot whose own service it goes to. */
export interface BotArg {
  botId: string;
}

/** One bot's list of a kind of row: a change for one bot leaves the other bots' lists cached. */
export const botListTag = <Type extends string>(type: Type, botId: string) => ({
  type,
  id: `LIST-${botId}`,
});
