import { z } from 'zod';

const botAddress = {
  botPath: z.string().trim().min(1, 'botPath is required').max(2048),
  chatEndpoint: z.string().trim().min(1, 'chatEndpoint is required').max(255),
};

export const chatProxyBody = z.object({
  ...botAddress,
  message: z.string().trim().min(1, 'message is required').max(20_000),
  session_id: z.string().max(200).nullish(),
  user_id: z.union([z.string().max(200), z.number()]).nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});

export const historyProxyBody = z.object({
  ...botAddress,
  conversationId: z.string().trim().min(1, 'conversationId is required').max(200),
});

/** zod's first complaint, as the 400 text. */
export function firstIssue(error: z.ZodError): string {
  const [issue] = error.issues;
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return `Invalid request: ${where}${issue?.message ?? 'malformed body'}`;
}
