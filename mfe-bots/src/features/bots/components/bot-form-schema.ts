import { z } from 'zod';
import { hasDotSegment } from '@switchboard/domain';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The same rules the Bots API applies, checked before sending so mistakes show at the field. */
export const botFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  description: z.string().trim().max(10_000, 'Description is too long'),
  botPath: z
    .string()
    .trim()
    .min(1, 'Bot path is required')
    .refine(
      isHttpUrl,
      'Bot path must be a valid http(s) URL, e.g. https://bots.example.com/kb/sales',
    ),
  chatEndpoint: z
    .string()
    .trim()
    .regex(/^\/[\w\-./]*$/, 'Chat endpoint must be a path starting with "/", e.g. /chat/')
    .refine((path) => !hasDotSegment(path), 'Chat endpoint may not contain "." or ".." segments')
    .max(255, 'Chat endpoint must be at most 255 characters'),
});

export type BotFormValues = z.input<typeof botFormSchema>;

export const EMPTY_BOT_FORM: BotFormValues = {
  name: '',
  description: '',
  botPath: '',
  chatEndpoint: '/chat/',
};
