/**
 * What a sign-in screen needs: the theme, the form and the session spinner. Its own entry
 * point, so the shell's login page loads neither the toasts, the dialogs nor the store
 * that the rest of this package brings.
 */
export { ConsoleConfigProvider } from './theme/console-config-context';
export { SessionCheck } from './session/session-check';
export { SignInCard, type SignInCardProps } from './session/sign-in-card';
