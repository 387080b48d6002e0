import {
  accountRefusal,
  ACCOUNT_LINK_PATH,
  inviteSchema,
  roleSchema,
  type Role,
} from '@switchboard/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '@switchboard/server-kit/db/connect';
import { users } from '../db/schema';
import type { PlatformContext } from '../platform-context';
import { accountActor, allowedTarget, refused } from './account-actions';
import { actorOf, recordAccountAudit } from './account-audit';
import { currentUser } from './current-user';
import { GoTrueError } from './gotrue-error';
import { mailLink } from './link-mailer';
import { issueLink, type LinkType } from './one-time-links';
import { parseGoTrueBody } from './parse-body';
import { toGoTrueUser, type UserRow } from './user-json';

// GoTrue's /invite body: the role travels in `data`, which becomes user_metadata.
const inviteBody = z.object({
  email: inviteSchema.shape.email,
  data: z.object({ RoleName: roleSchema }).loose(),
  redirect_to: z.string().max(2048).optional(),
});
const linkBody = z.object({
  type: z.enum(['invite', 'recovery']),
  email: inviteSchema.shape.email,
  redirect_to: z.string().max(2048).optional(),
});

type LinkRequest = FastifyRequest<{ Querystring: { redirect_to?: string } }>;

/**
 * Invitations and reset links. With SMTP_URL the platform mails the link; without it (the
 * embedded default) the answer carries it as GoTrue's generate_link does (`action_link`),
 * for the console to show once.
 */
const accountIdByEmail = async (tx: Db, email: string) =>
  (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

export function registerInviteRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx.database;
  const current = currentUser(ctx);

  /**
   * The console page the link opens: the asked-for redirect, or the calling console's own
   * page, when its origin is one of the console origins; the first console origin otherwise.
   * Never another origin, so a link cannot carry its token to a stranger's site.
   */
  function linkBase(request: LinkRequest, asked: string | undefined): string {
    const origin = request.headers.origin;
    const candidates = [
      asked ?? request.query.redirect_to,
      origin ? `${origin}${ACCOUNT_LINK_PATH}` : undefined,
    ];
    for (const candidate of candidates) {
      if (!candidate) continue;
      try {
        const url = new URL(candidate);
        if (ctx.config.consoleOrigins.includes(url.origin)) return `${url.origin}${url.pathname}`;
      } catch {
        // Not a URL: try the next.
      }
    }
    return `${ctx.config.consoleOrigins[0]}${ACCOUNT_LINK_PATH}`;
  }

  /** Issues the link inside the caller's transaction and mails it or hands it back. */
  async function deliver(
    tx: Db,
    request: LinkRequest,
    user: UserRow,
    type: LinkType,
    asked?: string,
  ) {
    const token = await issueLink(tx, user.id, type, ctx.config.linkExpiryHours);
    const base = linkBase(request, asked);
    const link = `${base}#${new URLSearchParams({ token_hash: token, type })}`;
    // Inside the transaction: a send that fails undoes the invitation.
    const sent = await mailLink(ctx.config, user.email, type, link);
    return {
      ...toGoTrueUser(user),
      ...(sent ? {} : { action_link: link }),
      email_otp: '',
      redirect_to: base,
      verification_type: type,
      email_sent: sent,
    };
  }

  app.post<{ Querystring: { redirect_to?: string } }>('/invite', async (request) => {
    const { user: caller } = await current(request);
    const body = parseGoTrueBody(inviteBody, request.body);
    const role = body.data.RoleName as Role;
    const refusal = accountRefusal({
      actor: accountActor(ctx, caller),
      action: 'invite',
      target: { id: '', roleName: role, status: 'invited' },
      newRole: role,
      activeSuperusers: 1,
    });
    if (refusal) throw refused(refusal);
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (await accountIdByEmail(tx, body.email))
        throw new GoTrueError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      const [invited] = await tx
        .insert(users)
        .values({
          email: body.email,
          username: body.email.slice(0, body.email.indexOf('@')),
          roleName: role,
          passwordHash: null,
          emailConfirmedAt: null,
          invitedAt: new Date(),
        })
        .returning();
      await recordAccountAudit(tx, actorOf(caller), 'invite', invited!, {
        roleName: { before: null, after: role },
      });
      return deliver(tx, request, invited!, 'invite', body.redirect_to);
    });
  });

  app.post<{ Querystring: { redirect_to?: string } }>('/admin/generate_link', async (request) => {
    const { user: caller } = await current(request);
    const body = parseGoTrueBody(linkBody, request.body);
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const foundId = await accountIdByEmail(tx, body.email);
      if (!foundId) throw new GoTrueError(404, 'user_not_found', 'User not found');
      const action = body.type === 'invite' ? 'resend-invite' : 'reset-password';
      const target = await allowedTarget(tx, accountActor(ctx, caller), foundId, action);
      await recordAccountAudit(tx, actorOf(caller), action, target);
      return deliver(tx, request, target, body.type, body.redirect_to);
    });
  });
}
