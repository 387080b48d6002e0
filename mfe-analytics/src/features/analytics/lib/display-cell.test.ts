import { displayCell } from './display-cell';

describe('displayCell', () => {
  it('shows instants and days in the given locale and keeps the value for <time>', () => {
    const instant = '2026-11-26T02:23:55Z';
    expect(displayCell(instant, 'en-GB')).toEqual({
      text: new Date(instant).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
      dateTime: instant,
    });
    expect(displayCell(instant, 'en-GB').text).not.toContain('T02');
    expect(displayCell('2026-11-26', 'en-US')).toEqual({
      text: 'Nov 26, 2026',
      dateTime: '2026-11-26',
    });
    expect(displayCell('2026-11-26', 'de-DE').text).toBe('26.11.2026');
  });

  it('leaves other text and numbers as they are', () => {
    expect(displayCell('How do I apply?', 'en-US')).toEqual({ text: 'How do I apply?' });
    expect(displayCell(12345, 'en-US')).toEqual({ text: '12345' });
    expect(displayCell(null)).toEqual({ text: '' });
  });
});
