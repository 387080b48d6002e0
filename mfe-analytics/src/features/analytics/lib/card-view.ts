export type Cell = string | number | null;
export type Row = Record<string, Cell>;

export interface Column {
  key: string;
  label: string;
  /** Shown after numbers: "ms", "%", "requests". */
  unit?: string;
}

/**
 * What a card draws, as one table: the chart plots `rows` by `columns`, the text
 * alternative lists them, and the CSV export writes them, so all three always agree.
 */
export interface CardView {
  kind: 'line' | 'bar' | 'kpis' | 'gauge' | 'table';
  columns: Column[];
  rows: Row[];
  /** For a gauge: the share shown, 0 to 100. */
  gauge?: number | null;
  /** For line and bar charts: the column on the x axis (the first column otherwise). */
  x?: string;
  /** Why there is nothing to draw (the service does not record it, for example). */
  unavailable?: string;
}

/** Nothing in the period: no rows, or only empty figures. */
export function isEmptyView(view: CardView): boolean {
  if (view.unavailable && view.rows.length === 0) return true;
  if (view.rows.length === 0) return true;
  const x = view.x ?? view.columns[0]?.key;
  const measures = view.columns.filter((column) => column.key !== x);
  if (view.kind === 'line' || view.kind === 'bar')
    return view.rows.every((row) => measures.every((column) => !row[column.key]));
  if (view.kind === 'kpis' || view.kind === 'gauge')
    return view.rows.every((row) => row.value === null || row.value === undefined);
  return false;
}

export const percent = (fraction: unknown): number | null =>
  typeof fraction === 'number' ? Math.round(fraction * 1000) / 10 : null;

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export interface Kpi {
  measure: string;
  value: unknown;
  unit?: string;
}

/** Headline figures as a two-column table: what is measured and its value. */
export function kpis(items: Kpi[], extra: Partial<CardView> = {}): CardView {
  return {
    kind: 'kpis',
    columns: [
      { key: 'measure', label: 'Measure' },
      { key: 'value', label: 'Value' },
      { key: 'unit', label: 'Unit' },
    ],
    rows: items.map(({ measure, value, unit }) => ({
      measure,
      value: typeof value === 'string' ? value : num(value),
      unit: unit ?? '',
    })),
    ...extra,
  };
}

export function series(
  kind: 'line' | 'bar',
  x: Column,
  measures: Column[],
  list: unknown,
): CardView {
  const rows = (Array.isArray(list) ? (list as Record<string, unknown>[]) : []).map((item) =>
    Object.fromEntries(
      [x, ...measures].map((column) => {
        const value = item[column.key];
        return [column.key, typeof value === 'number' || typeof value === 'string' ? value : null];
      }),
    ),
  );
  return { kind, x: x.key, columns: [x, ...measures], rows };
}

export function table(columns: Column[], list: unknown): CardView {
  const view = series('bar', columns[0]!, columns.slice(1), list);
  return { ...view, kind: 'table' };
}
