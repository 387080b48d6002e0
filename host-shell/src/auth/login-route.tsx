import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginPage } from './login-page';
import { safeReturnUrl } from './return-url';

/** The sign-in form as a route of the console, for visitors who reach it from inside. */
export function LoginRoute({ brandName }: { brandName: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onSignedIn = useCallback(
    (returnUrl: string) => navigate(returnUrl, { replace: true }),
    [navigate],
  );
  return (
    <LoginPage
      brandName={brandName}
      returnUrl={safeReturnUrl(params.get('returnUrl') ?? params.get('callbackUrl'))}
      errorCode={params.get('error')}
      onSignedIn={onSignedIn}
    />
  );
}
