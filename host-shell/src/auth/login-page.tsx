import { useSession } from '@switchboard/shared-auth';
import { SignInCard } from '@switchboard/shared-ui/sign-in';
import { useEffect } from 'react';

/** Errors the session library's routes send here. */
const REDIRECT_ERRORS: Record<string, string> = {
  SessionRequired: 'Please sign in to continue.',
  CredentialsSignin: 'Invalid login credentials',
};

export interface LoginPageProps {
  brandName: string;
  /** Where to go once signed in (already made safe). */
  returnUrl: string;
  /** The `error` query parameter the session library's redirects add. */
  errorCode: string | null;
  /** Leaves the page for `returnUrl`; with or without a router (see bootstrap). */
  onSignedIn: (returnUrl: string) => void;
}

/**
 * The console's login page. It uses no router, so the first load can show it before the
 * router and the rest of the console have been downloaded.
 */
export function LoginPage({ brandName, returnUrl, errorCode, onSignedIn }: LoginPageProps) {
  const { status, endedElsewhere } = useSession();
  const signedIn = status === 'authenticated';

  useEffect(() => {
    if (signedIn) onSignedIn(returnUrl);
  }, [signedIn, onSignedIn, returnUrl]);

  if (signedIn) return null;
  return (
    <SignInCard
      overline={brandName}
      tagline="For safety, Efficiency and Transparency"
      initialError={REDIRECT_ERRORS[errorCode ?? ''] ?? null}
      notice={endedElsewhere ? 'You were signed out' : null}
    />
  );
}
