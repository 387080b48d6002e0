import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '@switchboard/server-kit/http/api-error';
import { idOrNotFound, parseOrThrow } from '@switchboard/server-kit/http/validate';
import { domainSynonymInputSchema, type DomainSynonymEntry } from '@switchboard/domain';
import { auditedWrite } from '../audit/audited-write';
import type { KbContext } from '../kb-context';
import { both } from '../route-paths';
import {
  addDomainSynonym,
  deleteDomainSynonym,
  domainSynonymsFor,
  type DomainSynonym,
} from './synonym-store';

// A list read on every question: bounded so one bot cannot make every chat slow.
export const MAX_DOMAIN_SYNONYMS = 500;

const toJson = (entry: DomainSynonym): DomainSynonymEntry => ({
  id: entry.id,
  phrase: entry.phrase,
  synonyms: entry.synonyms,
  created_at: entry.createdAt,
});

const synonymChange = (entry: DomainSynonym) =>
  ({ kind: 'synonym', id: entry.id, name: entry.phrase }) as const;

/** The bot's domain synonym list: what its users say → the words its knowledge uses. */
export function registerSynonymRoutes(app: FastifyInstance, ctx: KbContext): void {
  const { db } = ctx;
  both(app, 'GET', '/synonyms', async (request) => ({
    synonyms: (await domainSynonymsFor(db, request.kbService.slug)).map(toJson),
  }));

  both(app, 'POST', '/synonyms', async (request, reply) => {
    const body = parseOrThrow(domainSynonymInputSchema, request.body);
    const service = request.kbService.slug;
    if ((await domainSynonymsFor(db, service)).length >= MAX_DOMAIN_SYNONYMS)
      throw conflict(`A bot keeps at most ${MAX_DOMAIN_SYNONYMS} synonym entries`);
    const synonyms = [...new Set(body.synonyms.map((s) => s.toLowerCase()))];
    const entry = await auditedWrite(
      ctx,
      request,
      (tx) => addDomainSynonym(tx, service, body.phrase, synonyms),
      (added) => added && { ...synonymChange(added), action: 'create', after: toJson(added) },
    );
    if (!entry) throw conflict(`"${body.phrase}" already has synonyms: delete it first`);
    return reply.code(201).send(toJson(entry));
  });

  app.delete<{ Params: { id: string } }>('/synonyms/:id', async (request, reply) => {
    const id = idOrNotFound(request.params.id, 'Synonym entry not found');
    const deleted = await auditedWrite(
      ctx,
      request,
      (tx) => deleteDomainSynonym(tx, request.kbService.slug, id),
      (gone) => gone && { ...synonymChange(gone), action: 'delete', before: toJson(gone) },
    );
    if (!deleted) throw notFound('Synonym entry not found');
    return reply.code(204).send();
  });
}
