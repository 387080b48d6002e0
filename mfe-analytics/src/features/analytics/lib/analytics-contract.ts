import { analyticsDataSchema } from '@switchboard/domain';

export type ContractCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether an endpoint's `data` is what the domain's analytics contract says, so a card can
 * read its figures by name and type. A field the contract does not name is no mismatch:
 * a bot's service may send more than the console reads.
 */
export function checkAnalyticsData(endpoint: string, data: unknown): ContractCheck {
  const schema = analyticsDataSchema(endpoint);
  if (!schema)
    return { ok: false, message: `${endpoint} is not an analytics endpoint the console knows` };
  const result = schema.safeParse(data);
  if (result.success) return { ok: true };
  const issue = result.error.issues.find((found) => found.code !== 'unrecognized_keys');
  if (!issue) return { ok: true };
  const field = issue.path.length > 0 ? issue.path.join('.') : 'the answer';
  return {
    ok: false,
    message: `The answer does not match the analytics contract (${field}: ${issue.message})`,
  };
}
