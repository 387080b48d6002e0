// What a process that hosts the knowledge service uses of it (today the platform's, see
// docs/architecture.md); everything else is the service's own.
export { removeBusinessCollection } from './collections/business-collection';
export { chatTurn, type ChatTurnInput } from './chat/chat-turn';
export { demoSiteOrigin, startDemoSite, type DemoSite } from './demo-site/demo-site-server';
export { knowledgeMigrations, migrateKnowledgeService } from './db/knowledge-migrations';
export { knowledgeServicePlugin } from './kb-plugin';
export type { KnowledgeServiceHost } from './knowledge-host';
export { seedKnowledge } from './seed/knowledge/seed-knowledge';
export { seedGeneralKnowledge } from './seed/general/seed-general';
export type { KbService, ServiceDirectory } from './service-directory';
