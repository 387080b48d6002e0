// What a process that hosts the knowledge service uses of it (today the platform's, see
// docs/architecture.md); everything else is the service's own. The named subpaths in
// package.json are the other doors: `./seed` (seed and evaluation data), `./schema`,
// `./retrieval` and `./analytics` (for the bench), `./testing/*` (test helpers).
export { existingKnowledgeThings, thingKey, type KnowledgeThing } from './audit/existing-things';
export { chatTurn, type ChatTurnInput } from './chat/chat-turn';
export { demoSiteOrigin, startDemoSite, type DemoSite } from './demo-site/demo-site-server';
export { knowledgeMigrations, migrateKnowledgeService } from './db/knowledge-migrations';
export { knowledgeServicePlugin } from './kb-plugin';
export type {
  KnowledgeAudit,
  KnowledgeAuditEntry,
  KnowledgeServiceHost,
  SeedFileSource,
} from './knowledge-host';
export type {
  ConsoleTurn,
  ConsoleRating,
  ConsoleWrite,
  KbService,
  ServiceDirectory,
} from './service-directory';
