import {
  embeddedChunks,
  uploadFile,
  useKbPlatform,
} from '@switchboard/platform/testing/kb-test-platform';

/*
 * The answer step on the real embedded model (weights obtained by `npm test`'s tooling
 * step): which sentence answers, read with its passage’s title.
 */
const { kb } = useKbPlatform({ KB_EMBEDDING_MODEL: 'e5-small-v2-q' });

/** What the answer step said, or would have said had the decline let it. */
async function said(query: string): Promise<string> {
  const body = (await kb.post('/retrieve/', { query })).body;
  return body.decision === 'answer' ? body.answer : (body.withheld_answer ?? '');
}

beforeAll(async () => {
  await uploadFile(
    kb,
    'Food Hygiene Certificates.md',
    "# Food Hygiene Certificates\n\n## Medical certificates for food handlers\n\nEveryone who handles food for sale needs a food handler's medical certificate. The examination is done at any county health centre and costs KES 1,000.\n\nThe certificate is valid for 6 months and must be shown to a public health officer on request.\n\n## Public health certificate for premises\n\nFood premises need a public health certificate, renewed every year. A public health officer inspects the kitchen, water supply and toilets before issuing it. The fee is KES 2,500.",
  );
  await embeddedChunks(kb, 1);
});

it('answers with the sentence that states the fact, though it names its topic only as "the certificate"', async () => {
  expect(await said("how long is a food handler's medical good for?")).toMatch(
    /valid for 6 months/,
  );
});
