import type { PlatformConfig } from '../config';
import type { LinkType } from './one-time-links';

const SUBJECTS: Record<LinkType, string> = {
  invite: 'You have been invited to the Switchboard console',
  recovery: 'Reset your Switchboard password',
};

const BODIES: Record<LinkType, (link: string, hours: number) => string> = {
  invite: (link, hours) =>
    `You have been invited to the Switchboard console.\n\nOpen this link to set your password and sign in (it works once, for ${hours} hours):\n\n${link}\n`,
  recovery: (link, hours) =>
    `Someone asked to reset the password of your Switchboard account.\n\nOpen this link to choose a new one (it works once, for ${hours} hours):\n\n${link}\n\nIf you did not expect this, ignore this e-mail.`,
};

/**
 * Sends the link when SMTP_URL is set and answers true; answers false without it, and the
 * console shows the link to copy instead. A send that fails throws, failing the action.
 */
export async function mailLink(
  config: Pick<PlatformConfig, 'smtpUrl' | 'smtpFrom' | 'linkExpiryHours'>,
  to: string,
  type: LinkType,
  link: string,
): Promise<boolean> {
  if (!config.smtpUrl) return false;
  // Loaded on the first send: most platforms never mail, and the library was 4% of a
  // start's CPU (about 10 core-seconds over the server suites' 200 test platforms).
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(config.smtpUrl);
  try {
    await transport.sendMail({
      from: config.smtpFrom,
      to,
      subject: SUBJECTS[type],
      text: BODIES[type](link, config.linkExpiryHours),
    });
  } finally {
    transport.close();
  }
  return true;
}
