/** A business as the Bots API returns it. */
export interface Business extends BusinessInput {
  id: string;
  createdAt: string;
  /** The row's version: a save sends it back as If-Match. */
  updatedAt: string;
}

/** What create and update send; null clears a field. */
export interface BusinessInput {
  name: string;
  businessTypeId: string | null;
  industry: string | null;
  collectionId: string | null;
  registrationNumber: string | null;
  taxIdNumber: string | null;
  description: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  contactPerson: string | null;
  contactTitle: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  ministry: string | null;
  department: string | null;
  agencyCode: string | null;
  isActive: boolean;
  isVerified: boolean;
}
