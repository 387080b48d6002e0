import { DEFAULT_COLLECTION_TYPE, type Collection } from '@switchboard/domain';
import type { GatewayContext } from '../gateway-context';
import { exchangeOutcome, type Outcome } from '../outbound/exchange-outcome';
import { CALLER_HEADER, CONSOLE_OPERATION_HEADER } from '../service-proxy/pass-through';
import { targetUnder } from '../service-proxy/target-url';

/** A step that failed: the status the browser gets and the service's reason. */
export type Failed = Extract<Outcome, { ok: false }>;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The general knowledge service's collections, as a business operation needs them, asked
 * as the signed-in user with the key the gateway keeps. Collection names are unique in a
 * service (any case), so a name finds at most one.
 */
export function generalCollections(ctx: GatewayContext, userId: string) {
  const { knowledgeServiceUrl, knowledgeApiKey } = ctx.config;
  const send = (
    method: string,
    path: string,
    payload?: unknown,
    extra: Record<string, string> = {},
  ) =>
    exchangeOutcome(
      {
        url: targetUnder(knowledgeServiceUrl, path)!,
        method,
        headers: {
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(knowledgeApiKey ? { 'x-api-key': knowledgeApiKey } : {}),
          [CALLER_HEADER]: userId,
          ...extra,
        },
        body: payload === undefined ? undefined : Buffer.from(JSON.stringify(payload)),
      },
      ctx.knowledgeLimits,
    );

  async function list(): Promise<Collection[] | Failed> {
    const answer = await send('GET', 'collection-stats/collections');
    if (!answer.ok) return answer;
    return Array.isArray(answer.exchange.json) ? (answer.exchange.json as Collection[]) : [];
  }

  /** The collection of that name, null when there is none, or why it could not be read. */
  async function named(name: string): Promise<Collection | null | Failed> {
    const rows = await list();
    return Array.isArray(rows) ? (rows.find((row) => sameName(row.name, name)) ?? null) : rows;
  }

  return {
    named,

    /** The collection with that id, null when there is none. */
    async byId(id: string): Promise<Collection | null | Failed> {
      const rows = await list();
      return Array.isArray(rows) ? (rows.find((row) => row.id === id) ?? null) : rows;
    },

    /**
     * A new collection of that name, made for the operation of that key: the service keeps
     * it pending, and undoes it if the console never records the key. A 409 means one of
     * that name exists.
     */
    async create(name: string, description: string, key: string): Promise<Collection | Failed> {
      const made = await send(
        'POST',
        'collection-stats',
        { name, description, type: DEFAULT_COLLECTION_TYPE },
        { [CONSOLE_OPERATION_HEADER]: key },
      );
      return made.ok ? (made.exchange.json as Collection) : made;
    },

    /** Deletes an empty collection; the service refuses (409) one that holds anything. */
    remove: (id: string) => send('DELETE', `collections/${encodeURIComponent(id)}`),

    /** Puts a deleted collection back as it was: same id, name, description, type and age. */
    restore: (collection: Collection) => send('POST', 'collection-stats', collection),

    sameName,
  };
}

export type GeneralCollections = ReturnType<typeof generalCollections>;

export const failed = (value: unknown): value is Failed =>
  typeof value === 'object' && value !== null && (value as Failed).ok === false;
