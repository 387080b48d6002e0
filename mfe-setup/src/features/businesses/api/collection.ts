/** A knowledge-service collection, as the knowledge service names its fields. */
export type { Collection } from '@switchboard/domain';
