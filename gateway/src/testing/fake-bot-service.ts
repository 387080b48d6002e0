import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The caller's port: the same for two requests that came over one connection. */
  clientPort: number;
}

type Responder = (request: ReceivedRequest, response: http.ServerResponse) => void;

const echoJson: Responder = (request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(
    JSON.stringify({ method: request.method, url: request.url, bytes: request.body.length }),
  );
};

/**
 * A real HTTP server on 127.0.0.1 standing in for a bot's knowledge service: it records
 * what reached it, and each test says how it answers.
 */
export async function startFakeBotService() {
  const received: ReceivedRequest[] = [];
  let respond: Responder = echoJson;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
        clientPort: request.socket.remotePort ?? 0,
      };
      received.push(entry);
      respond(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    /** The next answers come from this responder (until reset). */
    answerWith(responder: Responder) {
      respond = responder;
    },
    reset() {
      received.length = 0;
      respond = echoJson;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeBotService = Awaited<ReturnType<typeof startFakeBotService>>;
