import type { AccountAction } from '@switchboard/domain';

/** The actions of the row menu that ask first, with their words. */
export interface ConfirmedAction {
  action: Extract<AccountAction, 'disable' | 'reset-password' | 'resend-invite' | 'revoke-invite'>;
  label: string;
  title: (email: string) => string;
  text: string;
  destructive: boolean;
}

export const CONFIRMED_ACTIONS: readonly ConfirmedAction[] = [
  {
    action: 'disable',
    label: 'Disable',
    title: (email) => `Disable ${email}?`,
    text: 'The account is signed out everywhere at once and cannot sign in until it is enabled again.',
    destructive: true,
  },
  {
    action: 'reset-password',
    label: 'Send password reset',
    title: (email) => `Send a password reset to ${email}?`,
    text: 'A one-time link to choose a new password is sent (or shown here to pass on). The current password keeps working until then.',
    destructive: false,
  },
  {
    action: 'resend-invite',
    label: 'Resend invitation',
    title: (email) => `Resend the invitation to ${email}?`,
    text: 'A new one-time link is issued; the earlier one stops working.',
    destructive: false,
  },
  {
    action: 'revoke-invite',
    label: 'Revoke invitation',
    title: (email) => `Revoke the invitation of ${email}?`,
    text: 'The invited account is removed and its link stops working. This cannot be undone; invite again to change your mind.',
    destructive: true,
  },
];
