import { customerSupport } from './customer-support/customer-support-knowledge';
import { govstackServices } from './govstack-services/govstack-knowledge';
import { hrOnboarding } from './hr-onboarding/hr-onboarding-knowledge';
import type { SeedKnowledgeBase } from './seed-knowledge-types';

/**
 * Each seeded bot's starter knowledge base (one folder per bot): short, real documents
 * written for it, so a newcomer's first question gets an answer with sources.
 */
export const SEED_KNOWLEDGE: SeedKnowledgeBase[] = [
  customerSupport,
  govstackServices,
  hrOnboarding,
];
