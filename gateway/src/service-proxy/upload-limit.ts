import { Transform } from 'node:stream';

export class UploadTooLarge extends Error {
  readonly statusCode = 413;
  constructor(limit: number) {
    super(`Request body exceeds ${limit} bytes`);
    this.name = 'UploadTooLarge';
  }
}

/** Counts what the browser streams up; the upstream call fails once the limit is passed. */
export function uploadLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new UploadTooLarge(limit) : null, chunk);
    },
  });
}
