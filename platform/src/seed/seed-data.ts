import {
  botCreateSchema,
  businessCreateSchema,
  businessTypeCreateSchema,
  answerOutcomeSchema,
  conversationCreateSchema,
} from '@switchboard/domain';
import { z } from 'zod';
import { ROLE_NAMES } from '../auth/roles';
import records from './seed-data.json';

/**
 * The demo records live in seed-data.json and pass the Bots API's own rules here. Fixed ids
 * make the seed idempotent (ON CONFLICT DO NOTHING on the primary key) and let tests and
 * docs name seeded rows. outsider@example.com is an admin by role whose e-mail fails the
 * admin-area rule: the Bots API must refuse it.
 */
export const SEED_PASSWORD = 'switchboard';

const id = z.uuid();

const seedData = z.object({
  users: z.array(
    z.object({ id, email: z.email(), username: z.string().min(1), roleName: z.enum(ROLE_NAMES) }),
  ),
  businessTypes: z.array(businessTypeCreateSchema.extend({ id })),
  businesses: z.array(businessCreateSchema.extend({ id })),
  bots: z.array(
    botCreateSchema.pick({ name: true, description: true, status: true }).extend({
      id,
      slug: z.string().regex(/^[a-z0-9-]+$/),
      /** Served under govstack.localhost so the gateway's govstack API-key rule is exercised. */
      govstackHost: z.boolean().optional(),
    }),
  ),
  conversations: z.array(
    conversationCreateSchema.pick({ botId: true, userId: true, title: true, status: true }).extend({
      id,
      turns: z
        .array(
          z.object({
            query: z.string().min(1),
            response: z.string().min(1),
            outcome: answerOutcomeSchema.default('answered'),
          }),
        )
        .min(1),
    }),
  ),
});

const SEED = seedData.parse(records);

export type SeedUser = (typeof SEED.users)[number];
export type SeedBot = (typeof SEED.bots)[number];
export type SeedConversation = (typeof SEED.conversations)[number];

export const SEED_USERS = SEED.users;
export const SEED_BUSINESS_TYPES = SEED.businessTypes;
export const SEED_BUSINESSES = SEED.businesses;
export const SEED_BOTS = SEED.bots;
export const SEED_CONVERSATIONS = SEED.conversations;
