/** A knowledge collection: the collections feature lists them; document and crawl forms file into one. */
export type { Collection } from '@switchboard/domain';
