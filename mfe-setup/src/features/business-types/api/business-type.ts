/** A business type as the Bots API returns it. */
export interface BusinessType {
  id: string;
  name: string;
  code: string | null;
  description: string | null;
  createdAt: string;
  /** The row's version: a save sends it back as If-Match. */
  updatedAt: string;
}

/** What create and update send; null clears a field. */
export interface BusinessTypeInput {
  name: string;
  code: string | null;
  description: string | null;
}
