import type { z } from 'zod';

/** The wrappers a field's text rule may sit in: optional, nullable, default, a transform. */
function innerSchema(schema: z.ZodType): z.ZodType | null {
  const def = schema._zod.def as { type: string; in?: z.ZodType; innerType?: z.ZodType };
  if (def.type === 'pipe') return def.in ?? null;
  return def.innerType ?? null;
}

/** The most characters a text rule allows, looking through its wrappers; undefined if none. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  for (let current: z.ZodType | null = schema; current; current = innerSchema(current)) {
    if (current._zod.def.type === 'string') {
      return (current as z.ZodString).maxLength ?? undefined;
    }
  }
  return undefined;
}

/**
 * Each text field's limit, read from the entity's one schema, so a form's counter, its check
 * and the API's refusal all say the same number.
 */
export function textLimitsOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): Partial<Record<keyof Shape & string, number>> {
  const limits: Partial<Record<keyof Shape & string, number>> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const max = maxLengthOf(field as z.ZodType);
    if (max !== undefined) limits[name as keyof Shape & string] = max;
  }
  return limits;
}
