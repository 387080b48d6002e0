import { axisLabel, categoryAxis, valueAxis } from './chart-axes';

describe('chart axes', () => {
  it('ticks counts in whole steps and labels them without fractions', () => {
    const axis = valueAxis([[0, 1, null, 2]]);
    expect(axis).toMatchObject({ tickMinStep: 1 });
    expect((axis as { valueFormatter: (v: number) => string }).valueFormatter(2)).toBe('2');
  });

  it('leaves an axis of fractional values to the chart', () => {
    expect(
      valueAxis([
        [1, 2],
        [0.5, null],
      ]),
    ).toEqual({});
  });

  it('labels every day of a week and lets a long axis thin its labels', () => {
    const week = categoryAxis(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    const everyLabel = week.tickLabelInterval as (value: string, index: number) => boolean;
    expect(['a', 'g'].map((label, index) => everyLabel(label, index))).toEqual([true, true]);
    expect(categoryAxis(Array.from({ length: 30 }, (_, i) => String(i))).tickLabelInterval).toBe(
      'auto',
    );
  });

  it('names a day by its month and date, the same day in any time zone', () => {
    expect(axisLabel('2026-11-27', 'en-US')).toBe('Nov 27');
    expect(axisLabel('Support', 'en-US')).toBe('Support');
  });
});
