/** A knowledge-service collection, as the knowledge service names its fields. */
export interface Collection {
  id: string;
  name: string;
  description: string | null;
  type: string | null;
}
