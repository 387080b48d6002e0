import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { registerIdempotency } from '@switchboard/server-kit/http/idempotency';
import type { PlatformContext } from '../platform-context';
import { registerAdminGuard } from './admin-guard';
import { registerBotRoutes } from './bots/bot-routes';
import { registerBusinessTypeRoutes } from './business-types/business-type-routes';
import { registerBusinessRoutes } from './businesses/business-routes';
import { registerConversationRoutes } from './conversations/conversation-routes';
import { registerFeedbackRoutes } from './feedback/feedback-routes';
import { MAX_UPLOAD_BYTES, registerFileUploadRoute } from './files/file-upload-route';
import { registerBotAvatarRoute } from './images/bot-avatar-route';
import { registerImageRoutes } from './images/image-routes';
import { registerMessageRoutes } from './messages/message-routes';
import { registerEtags } from './row-version';
import { registerUserListRoutes } from './users/user-list-routes';

/** The Bots API, mounted at /api, bot admins only. */
export async function botsApiPlugin(app: FastifyInstance, ctx: PlatformContext): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });
  registerAdminGuard(app, ctx);
  // Every create honours Idempotency-Key per signed-in admin (the guard has named them).
  registerIdempotency(app, {
    db: ctx.database.db,
    callerOf: (request) => `user:${request.auth?.user.id ?? ''}`,
  });
  registerEtags(app);
  registerBotRoutes(app, ctx);
  registerBotAvatarRoute(app, ctx);
  registerConversationRoutes(app, ctx);
  registerMessageRoutes(app, ctx);
  registerFeedbackRoutes(app, ctx);
  registerBusinessRoutes(app, ctx);
  registerBusinessTypeRoutes(app, ctx);
  registerImageRoutes(app, ctx);
  registerFileUploadRoute(app, ctx);
  registerUserListRoutes(app, ctx);
}
