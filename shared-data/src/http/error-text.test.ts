import { AxiosError, AxiosHeaders } from 'axios';
import { errorText } from './error-text';

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(
    'Request failed',
    'ERR_BAD_RESPONSE',
    config,
    {},
    { status, statusText: 'x', data, headers: {}, config },
  );
}

describe('errorText', () => {
  it("prefers the server's error field", () => {
    expect(errorText(answered(404, { error: 'Bot not found' }), 'Failed to fetch bots')).toBe(
      'Bot not found',
    );
  });

  it('falls back to the catalogue message when the server gives none', () => {
    expect(errorText(answered(500, '<html>oops</html>'), 'Failed to fetch bots')).toBe(
      'Failed to fetch bots',
    );
    expect(errorText(answered(400, { error: '   ' }), 'Failed to add business')).toBe(
      'Failed to add business',
    );
  });

  it('names a network failure when nothing answered', () => {
    const error = new AxiosError('connect ECONNREFUSED', 'ECONNREFUSED');
    expect(errorText(error, 'Failed to fetch bots')).toBe('Network error: connect ECONNREFUSED');
  });

  it('uses the catalogue message for errors that are not HTTP errors', () => {
    expect(errorText(new Error('boom'), 'Upload failed')).toBe('Upload failed');
  });
});
