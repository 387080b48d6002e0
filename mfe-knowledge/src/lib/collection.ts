/** A knowledge collection: the collections feature lists them; document and crawl forms file into one. */
export interface Collection {
  id: string;
  name: string;
  description: string | null;
  type: string;
  updated_at?: string | null;
  created_at?: string;
}
