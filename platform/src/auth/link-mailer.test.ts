import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { mailLink } from './link-mailer';

interface Received {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** A real SMTP server on loopback that keeps what it is sent. */
async function startSmtp(extra: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        callback();
      }, callback);
    },
    ...extra,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const config = (smtpUrl: string | undefined) => ({
  smtpUrl,
  smtpFrom: 'Switchboard <no-reply@switchboard.local>',
  linkExpiryHours: 48,
});

it('without SMTP_URL sends nothing and says so, so the console shows the link', async () => {
  await expect(
    mailLink(config(undefined), 'new@switchboard.local', 'invite', 'https://x/#/set'),
  ).resolves.toBe(false);
});

it('mails an invite with its link and expiry to the colleague', async () => {
  const smtp = await startSmtp();
  try {
    const link = 'http://127.0.0.1/#/set-password?token=abc';
    await expect(mailLink(config(smtp.url), 'new@switchboard.local', 'invite', link)).resolves.toBe(
      true,
    );
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('no-reply@switchboard.local');
    expect(mail!.to).toEqual(['new@switchboard.local']);
    expect(mail!.subject).toBe('You have been invited to the Switchboard console');
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain('48 hours');
  } finally {
    await smtp.close();
  }
});

it('fails the action when the mail server refuses the recipient', async () => {
  const smtp = await startSmtp({
    onRcptTo: (_address, _session, callback) => callback(new Error('No such mailbox')),
  });
  try {
    await expect(
      mailLink(config(smtp.url), 'gone@switchboard.local', 'recovery', 'http://127.0.0.1/#/r'),
    ).rejects.toThrow(/No such mailbox/);
    expect(smtp.received).toHaveLength(0);
  } finally {
    await smtp.close();
  }
});
