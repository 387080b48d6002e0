/** Every knowledge request goes to the selected bot's own service through the gateway. */
export const servicePath = (botId: string, path: string) =>
  `/api/bot-services/${encodeURIComponent(botId)}/${path}`;
