const NAME_CHARS = 80;

/** A message as the audit log names it: who spoke and the start of what was said. */
export function messageName(message: { messageType: string; content: string | null }): string {
  const text = (message.content ?? '').replace(/\s+/g, ' ').trim();
  const start = text.length > NAME_CHARS ? `${text.slice(0, NAME_CHARS)}…` : text;
  return `${message.messageType.toLowerCase()}: ${start}`;
}
