import {
  createBusinessRequestSchema,
  deleteBusinessRequestSchema,
  isBotAdmin,
  type Collection,
} from '@switchboard/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireUser } from '../auth/require-user';
import { firstIssue } from '../bot-proxy/proxy-bodies';
import type { GatewayContext } from '../gateway-context';
import { registerGatewayErrors } from '../http/gateway-errors';
import { sendError } from '../http/send-error';
import {
  PlatformUnavailable,
  platformErrorText,
  type PlatformAnswer,
} from '../platform-api/platform-client';
import { businessPlatform } from './business-platform';
import { failed, generalCollections, type Failed } from './general-collections';

const COLLECTION_FAILED = "Failed to create the business's knowledge collection";
const ADD_FAILED = 'Failed to add business';
const REMOVAL_FAILED = "Failed to delete the business's knowledge collection";

/** A create the platform made, or answered again from its key. */
const stored = (answer: PlatformAnswer) => answer.status === 201;

/**
 * Adding a business with its knowledge collection, and deleting it with the empty collection
 * made for it: each one server operation over the knowledge service and the platform
 * (docs/architecture.md, "Operations across services"). The knowledge service's side goes
 * first and is undone when the platform refuses; the platform keeps the browser's key with
 * the business it wrote or deleted, so a retry with it does the work once.
 */
export async function businessOperationRoutes(app: FastifyInstance, ctx: GatewayContext) {
  registerGatewayErrors(app);
  const platform = businessPlatform(ctx.config);
  const adminAccess = {
    allowedEmails: ctx.config.adminAllowedEmails,
    allowedDomainWords: ctx.config.adminAllowedDomainWords,
  };
  const passOn = (reply: FastifyReply, answer: PlatformAnswer, fallback: string) =>
    sendError(reply, answer.status, platformErrorText(answer, fallback));
  const refuse = (reply: FastifyReply, prefix: string, step: Failed) =>
    sendError(reply, step.status, `${prefix}: ${step.reason}`);

  /** The bot admin who asks, the checked body and their view of the knowledge service. */
  async function start<T>(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>) {
    const caller = await requireUser(request, reply, ctx.validateToken);
    if (!caller) return null;
    const { user } = caller;
    if (!isBotAdmin(user.user_metadata?.RoleName, user.email, adminAccess)) {
      await sendError(reply, 403, 'Forbidden: businesses are for bot admins');
      return null;
    }
    const parsed = schema.safeParse(request.body);
    if (!parsed.success) {
      await sendError(reply, 400, firstIssue(parsed.error));
      return null;
    }
    return {
      token: caller.token,
      body: parsed.data,
      collections: generalCollections(ctx, user.id),
    };
  }

  app.post('/api/businesses/with-collection', async (request, reply) => {
    const started = await start(request, reply, createBusinessRequestSchema);
    if (!started) return reply;
    const { token, collections } = started;
    const { idempotencyKey, ...business } = started.body;
    const store = async (collectionId: string) => {
      const input = { ...business, collectionId };
      try {
        return await platform.create(token, input, idempotencyKey);
      } catch (error) {
        if (!(error instanceof PlatformUnavailable)) throw error;
        // It may have stored the business: asked again with the key, it answers what it
        // stored, or stores it now. Still no answer: the collection stays for the retry.
        return platform.create(token, input, idempotencyKey);
      }
    };
    if (business.collectionId) {
      const saved = await platform.create(token, business, idempotencyKey);
      return stored(saved) ? reply.status(201).send(saved.body) : passOn(reply, saved, ADD_FAILED);
    }

    // The collection of the business's name: the one already so named (a retry finds the
    // one its first attempt made), or one made here, which is deleted again if the
    // platform refuses the business.
    const { name } = business;
    let collection = await collections.named(name);
    if (failed(collection)) return refuse(reply, COLLECTION_FAILED, collection);
    let made: Collection | null = null;
    if (!collection) {
      const created = await collections.create(
        name,
        business.description ?? `Knowledge for ${name}`,
        idempotencyKey,
      );
      if (!failed(created)) collection = made = created;
      // Made meanwhile by someone else: theirs, used and kept.
      else if (created.upstream === 409) collection = await collections.named(name);
      else {
        // It may have been made (it was not there before): then it is deleted again.
        const late = created.unknown ? await collections.named(name) : null;
        if (late && !failed(late)) await collections.remove(late.id);
        return refuse(reply, COLLECTION_FAILED, created);
      }
      if (failed(collection)) return refuse(reply, COLLECTION_FAILED, collection);
      if (!collection) return sendError(reply, 502, `${COLLECTION_FAILED}: it was not found`);
    }

    const saved = await store(collection.id);
    if (stored(saved)) return reply.status(201).send(saved.body);
    if (made) await collections.remove(made.id);
    return passOn(reply, saved, ADD_FAILED);
  });

  app.post<{ Params: { id: string } }>('/api/businesses/:id/deletion', async (request, reply) => {
    const started = await start(request, reply, deleteBusinessRequestSchema);
    if (!started) return reply;
    const { token, collections } = started;
    const { id } = request.params;
    const { idempotencyKey } = started.body;
    const use = await platform.collectionUse(token, id);
    // Gone: the platform answers a retry of a delete it did under this key again.
    if (use.status === 404) {
      const replayed = await platform.remove(token, id, idempotencyKey);
      return replayed.status === 200
        ? replayed.body
        : passOn(reply, replayed, 'Failed to delete business');
    }
    if (use.status !== 200) return passOn(reply, use, 'Failed to delete business');

    // The collection goes only if the console made it for this business: its name,
    // nothing in it (the service refuses, 409, to delete one that holds anything), and
    // no other business naming it.
    const { collectionId, otherBusinesses, name } = use.body;
    let removed: Collection | null = null;
    if (collectionId && otherBusinesses === 0) {
      const collection = await collections.byId(collectionId);
      if (failed(collection)) return refuse(reply, REMOVAL_FAILED, collection);
      if (collection && collections.sameName(collection.name, name)) {
        const deleted = await collections.remove(collection.id);
        if (deleted.ok) removed = collection;
        else if (deleted.upstream !== 409 && deleted.upstream !== 404) {
          // A delete that may have happened is undone: the collection is put back.
          if (deleted.unknown && (await collections.byId(collection.id)) === null) {
            await collections.restore(collection);
          }
          return refuse(reply, REMOVAL_FAILED, deleted);
        }
      }
    }

    try {
      const answer = await platform.remove(token, id, idempotencyKey);
      if (answer.status === 200) return answer.body;
      if (removed) await collections.restore(removed);
      return passOn(reply, answer, 'Failed to delete business');
    } catch (error) {
      // The platform may have deleted the business: the collection is put back only if not.
      if (removed && error instanceof PlatformUnavailable) {
        const after = await platform.collectionUse(token, id).catch(() => null);
        if (after?.status === 200) await collections.restore(removed);
      }
      throw error;
    }
  });
}
