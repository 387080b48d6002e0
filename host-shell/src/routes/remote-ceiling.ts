import { BOT_ADMINS, type Access } from '@switchboard/domain';

/**
 * The most the shell lets any remote page or menu entry reach: bot admins. A manifest
 * may narrow it (say, superusers only) but never widen it, so a remote release cannot
 * open bot data to applicants or staff who do not manage bots. Pages for everyone are
 * the shell's own (its Home entries and their slots).
 */
export const REMOTE_CEILING: Access = BOT_ADMINS;

/** The rules a remote's page or entry must pass: the shell's ceiling and its own. */
export function remoteRules(access: Access): Access[] {
  return [REMOTE_CEILING, access];
}
