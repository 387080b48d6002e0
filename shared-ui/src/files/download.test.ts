import { fileSafe } from './download';

describe('fileSafe', () => {
  it('turns a title into a plain file name', () => {
    expect(fileSafe('Usage Summary')).toBe('usage-summary');
    expect(fileSafe('  p95 response (ms) / day! ')).toBe('p95-response-ms-day');
    expect(fileSafe('Ünïcode: ok')).toBe('n-code-ok');
  });
});
