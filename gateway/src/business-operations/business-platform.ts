import type { Business } from '@switchboard/domain';
import { callerPlatformCall } from '../platform-api/caller-platform-call';
import type { PlatformAddress } from '../platform-api/platform-client';

/** What the platform says of a business's collection before it is deleted. */
export interface CollectionUse {
  name: string;
  collectionId: string | null;
  /** Other businesses naming the same collection: then it stays. */
  otherBusinesses: number;
}

export interface BusinessDeleted {
  message: string;
  id: string;
}

/**
 * The platform's side of the business operations, on the caller's token; each write sends
 * the operation's key as Idempotency-Key, which the platform keeps with what it wrote, so a
 * repeat is answered from there.
 */
export function businessPlatform(config: PlatformAddress) {
  const call = callerPlatformCall(config);
  const businessPath = (id: string) => `/api/businesses/${encodeURIComponent(id)}`;
  const keyed = (key: string) => ({ 'idempotency-key': key });
  return {
    create: (token: string, business: object, key: string) =>
      call<Business>(token, 'POST', '/api/businesses', business, keyed(key)),
    collectionUse: (token: string, id: string) =>
      call<CollectionUse>(token, 'GET', `${businessPath(id)}/collection-use`),
    remove: (token: string, id: string, key: string) =>
      call<BusinessDeleted>(token, 'POST', `${businessPath(id)}/deletion`, {}, keyed(key)),
  };
}
