import { ConsoleConfigProvider } from '@switchboard/shared-ui/sign-in';
import { LoginPage } from './login-page';
import { safeReturnUrl } from './return-url';

export interface LoginScreenProps {
  brandName: string;
  onSignedIn: (returnUrl: string) => void;
}

/**
 * The login page of a first load, outside the console's router and store: only the form,
 * its theme and the session, so the page is usable before the rest of the console arrives.
 */
export function LoginScreen({ brandName, onSignedIn }: LoginScreenProps) {
  const params = new URLSearchParams(window.location.search);
  return (
    <ConsoleConfigProvider>
      <LoginPage
        brandName={brandName}
        returnUrl={safeReturnUrl(params.get('returnUrl') ?? params.get('callbackUrl'))}
        errorCode={params.get('error')}
        onSignedIn={onSignedIn}
      />
    </ConsoleConfigProvider>
  );
}
