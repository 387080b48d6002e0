export interface AuthProvider {
  id: string;
  name: string;
  type: string;
  signinUrl: string;
  callbackUrl: string;
}

/** Where the session routes learn the providers; injectable so a test can remove them. */
export type ProvidersSource = () => Record<string, AuthProvider> | undefined;

export const credentialsOnly: ProvidersSource = () => ({
  credentials: {
    id: 'credentials',
    name: 'Credentials',
    type: 'credentials',
    signinUrl: '/api/auth/signin/credentials',
    callbackUrl: '/api/auth/callback/credentials',
  },
});
