import { displayCell } from './display-cell';

describe('displayCell', () => {
  it('shows instants and days in the given locale, and leaves other text alone', () => {
    const instant = '2026-11-26T02:23:55Z';
    expect(displayCell(instant, 'en-GB')).toBe(
      new Date(instant).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(displayCell(instant, 'en-GB')).not.toContain('T02');
    expect(displayCell('2026-11-26', 'en-US')).toBe('Nov 26, 2026');
    expect(displayCell('2026-11-26', 'de-DE')).toBe('26.11.2026');
    expect(displayCell('How do I apply?', 'en-US')).toBe('How do I apply?');
    expect(displayCell(12345, 'en-US')).toBe('12,345');
    expect(displayCell(null)).toBe('');
  });
});
