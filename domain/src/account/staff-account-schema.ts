import { z } from 'zod';
import { ROLES } from '../access';
import { ACCOUNT_STATUSES } from './account-rules';

export const roleSchema = z.enum(ROLES);

/** A row of the Users List: a GoTrue admin user read into the console's words. */
export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  roleName: z.string(),
  adminArea: z.boolean(),
  status: z.enum(ACCOUNT_STATUSES),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const inviteSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(320, { error: 'E-mail must be at most 320 characters' })
    .pipe(z.email({ error: 'Enter a valid e-mail address' })),
  role: roleSchema,
});
export type InviteInput = z.infer<typeof inviteSchema>;

/** How long an invitation or reset link works unless AUTH_LINK_EXPIRY_HOURS says otherwise. */
export const DEFAULT_LINK_EXPIRY_HOURS = 24;

/** The console page an invitation or reset link opens (its token rides in the fragment). */
export const ACCOUNT_LINK_PATH = '/auth/set-password';
