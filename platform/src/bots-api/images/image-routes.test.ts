import { request } from '../../testing/http-client';
import { MAX_IMAGE_BYTES } from './image-types';
import { usePlatformApi } from '../../testing/platform-fixture';

const BOT = '00000000-0000-4000-8000-000000000302';
// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const { platform, api } = usePlatformApi();

const upload = (body: Record<string, unknown>) =>
  api.post('/api/images/upload', {
    imageBuffer: PNG.toString('base64'),
    fileName: 'a.png',
    mimeType: 'image/png',
    botId: BOT,
    ...body,
  });

function multipart(field: string, bytes: Buffer, type: string, name = 'file.bin') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

it('stores a base64 avatar in the database and serves it publicly with a long cache', async () => {
  const result = await upload({});
  expect(result.status).toBe(201);
  expect(result.body.storageType).toBe('database');
  const avatarUrl: string = result.body.avatarUrl;
  expect(avatarUrl.startsWith(`${platform.url}/media/avatars/`)).toBe(true);

  const image = await fetch(avatarUrl);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/png');
  expect(image.headers.get('cache-control')).toContain('max-age=31536000');
  expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

  const retrieved = await api.get(`/api/images/retrieve?botId=${BOT}`);
  expect(retrieved.body).toEqual({
    avatar: avatarUrl,
    storageType: 'database',
    botName: 'GovStack Services Assistant',
  });
  expect((await api.get(`/api/bots/${BOT}`)).body.avatar).toBe(avatarUrl);

  // A new upload gets a new URL (the version) and the old bytes are dropped.
  const again = await upload({
    imageBuffer: `data:image/gif;base64,${GIF.toString('base64')}`,
    mimeType: 'image/gif',
    fileName: 'a.gif',
  });
  expect(again.body.avatarUrl).not.toBe(avatarUrl);
  expect((await fetch(avatarUrl)).status).toBe(404);
});

it('refuses bad image uploads with an error field', async () => {
  const cases: [Record<string, unknown>, number, RegExp][] = [
    [{ imageBuffer: undefined }, 400, /Upload failed: imageBuffer/],
    [{ imageBuffer: '%%%not base64%%%' }, 400, /not valid base64/],
    [{ mimeType: 'image/svg+xml' }, 400, /only PNG, JPEG, WebP and GIF/],
    [{ mimeType: 'image/jpeg' }, 400, /not a valid image\/jpeg image/],
    [{ imageBuffer: Buffer.from('hello').toString('base64') }, 400, /not a valid image\/png/],
    [{ fileName: '' }, 400, /fileName is required/],
    [{ botId: 'abc' }, 400, /botId must be a UUID/],
    [{ botId: '00000000-0000-4000-8000-00000000ffff' }, 404, /Bot not found/],
  ];
  for (const [body, status, message] of cases) {
    const result = await upload(body);
    expect({ body, status: result.status }).toEqual({ body, status });
    expect(result.body.error).toMatch(message);
  }
  const tooBig = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]);
  const big = await upload({ imageBuffer: tooBig.toString('base64') });
  expect(big.status).toBe(413);
  expect(big.body.error).toMatch(/too large|limited/);
  expect((await api.get('/api/images/retrieve')).body.error).toMatch(
    /Retrieve failed: botId is required/,
  );
  expect((await api.get('/api/images/retrieve?botId=zzz')).status).toBe(404);
  expect((await fetch(`${platform.url}/media/avatars/not-an-id`)).status).toBe(404);
});

it('accepts a multipart avatar for a bot', async () => {
  const bot = '00000000-0000-4000-8000-000000000301';
  const result = await api.post(`/api/bots/${bot}/avatar`, undefined, {
    rawBody: multipart('avatar', PNG, 'image/png', 'me.png'),
  });
  expect(result.status).toBe(201);
  expect((await fetch(result.body.avatarUrl)).status).toBe(200);
  const wrongType = await api.post(`/api/bots/${bot}/avatar`, undefined, {
    rawBody: multipart('avatar', PNG, 'text/plain'),
  });
  expect(wrongType.status).toBe(400);
  const notMultipart = await api.post(`/api/bots/${bot}/avatar`, { avatar: 'x' });
  expect(notMultipart).toMatchObject({
    status: 415,
    body: { error: 'Expected a multipart/form-data body' },
  });
  const tooBig = await api.post(`/api/bots/${bot}/avatar`, undefined, {
    rawBody: multipart('avatar', Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]), 'image/png'),
  });
  expect(tooBig.status).toBe(413);
  expect(
    (
      await api.post('/api/bots/nope/avatar', undefined, {
        rawBody: multipart('avatar', PNG, 'image/png'),
      })
    ).status,
  ).toBe(404);
});

it('stores a multipart file upload', async () => {
  const result = await api.post('/api/fileupload', undefined, {
    rawBody: multipart('file', Buffer.from('hello world'), 'text/plain', 'notes.txt'),
  });
  expect(result.status).toBe(201);
  expect(result.body).toMatchObject({
    fileName: 'notes.txt',
    mimeType: 'text/plain',
    size: 11,
    storageType: 'database',
  });
  expect((await api.post('/api/fileupload', { file: 'x' })).status).toBe(415);
  expect(
    (
      await api.post('/api/fileupload', undefined, {
        rawBody: multipart('file', Buffer.alloc(0), 'text/plain'),
      })
    ).status,
  ).toBe(400);
  const noToken = await request(platform.url, 'POST', '/api/fileupload', {
    rawBody: multipart('file', Buffer.from('x'), 'text/plain'),
  });
  expect(noToken.status).toBe(401);
});
