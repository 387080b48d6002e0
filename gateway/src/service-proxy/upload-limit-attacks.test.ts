/**
 * @jest-environment node
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { testGateway } from '../testing/test-gateway';
import {
  startTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/signed-in-platform';

// Replays of a probe: an upload between the platform's file limit (25 MB) and the
// gateway's body limit (26 MB) sometimes answered 502 "write EPIPE" instead of 413,
// when the platform hung up while the gateway was still sending.
const API_KEY = 'upload-limit-service-credential';
const MB = 1024 * 1024;
let platform: TestPlatform;
let gateway: FastifyInstance;
let admin: string;

beforeAll(async () => {
  platform = await startTestPlatform({ KB_API_KEY: API_KEY });
  gateway = await testGateway({
    PLATFORM_URL: platform.url,
    KNOWLEDGE_API_KEY: API_KEY,
    KNOWLEDGE_SERVICE_URL: `${platform.url}/kb/default`,
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  admin = await platform.tokenFor('admin@switchboard.local');
}, 300_000);

afterAll(async () => {
  await gateway?.close();
  await platform?.close();
});

function multipartBody(fileBytes: number) {
  const boundary = 'upload-limit-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\n` +
      'Content-Type: text/plain\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, Buffer.alloc(fileBytes, 'a'), tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads through the listening gateway, over a real socket, declared or streamed in chunks. */
async function upload(fileBytes: number, streamed: boolean) {
  const { body, contentType } = multipartBody(fileBytes);
  const address = gateway.server.address() as { port: number };
  const chunks = function* () {
    for (let at = 0; at < body.length; at += 256 * 1024) yield body.subarray(at, at + 256 * 1024);
  };
  const response = await fetch(`http://127.0.0.1:${address.port}/api/knowledge/documents/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': contentType },
    body: streamed ? (Readable.toWeb(Readable.from(chunks())) as ReadableStream) : body,
    duplex: 'half',
  } as RequestInit);
  const text = await response.text();
  return { status: response.status, text };
}

const SIZES = [25 * MB + 1, 25 * MB + 512 * 1024, 26 * MB - 1024, 26 * MB + 1024];

it.each([
  ['declared', false],
  ['streamed', true],
])(
  'answers 413 with an error for every oversized upload (%s length), never 502',
  async (_label, streamed) => {
    const seen: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const size of SIZES) {
        const { status, text } = await upload(size, streamed);
        const error = (JSON.parse(text) as { error?: string }).error ?? '';
        seen.push(`${size}:${status}:${error ? 'error' : 'none'}`);
      }
    }
    expect(seen).toEqual(
      Array.from({ length: 3 }, () => SIZES.map((s) => `${s}:413:error`)).flat(),
    );
    const documents = await fetch(`${platform.url}/kb/default/documents/`, {
      headers: { 'x-api-key': API_KEY },
    });
    const list = (await documents.json()) as { documents: { file_name: string }[] };
    expect(list.documents.filter((doc) => doc.file_name === 'big.txt')).toHaveLength(0);
  },
);
