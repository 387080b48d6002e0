/**
 * The platform's password rules, shown on the set-password page and enforced by the auth
 * server. bcrypt reads only the first 72 bytes, so a longer password would be partly ignored.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_BYTES = 72;

export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES)
    return `Password must be at most ${PASSWORD_MAX_BYTES} bytes`;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase())
    return 'Password must not be the e-mail address';
  return null;
}
