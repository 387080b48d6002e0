/** A collection of a bot's knowledge with what is in it, as the platform reports it. */
export interface CollectionStats {
  collection_id: string | null;
  name: string;
  description: string | null;
  type: string;
  documents: number;
  webpages: number;
  chunks: number;
  /** The newest change to the collection or anything in it. */
  last_updated: string | null;
}
