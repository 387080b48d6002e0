import { parse } from 'csv-parse/sync';
import {
  MAX_STAFF_ANSWER_IMPORT,
  staffAnswerInputSchema,
  type StaffAnswerInput,
} from '@switchboard/domain';
import { badRequest } from '@switchboard/server-kit/http/api-error';

const HEADER = ['question', 'answer'];

// Exports escape a cell starting with = + - @ behind an apostrophe (the console's CSV
// writer); reading our own export back gives the text as it was written.
const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * The rows of a `question,answer` CSV file (a header row is optional, a byte-order mark
 * is dropped). Any bad row refuses the whole file, naming its line, so nothing is half
 * imported.
 */
export function staffAnswersFromCsv(csv: string): StaffAnswerInput[] {
  let records: string[][];
  try {
    records = parse(csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch (error) {
    throw badRequest(`The CSV file could not be read: ${(error as Error).message}`.slice(0, 300));
  }
  const first = records[0]?.map((cell) => cell.toLowerCase());
  const hasHeader = first?.[0] === HEADER[0] && first?.[1] === HEADER[1];
  const rows = hasHeader ? records.slice(1) : records;
  if (rows.length === 0) throw badRequest('The CSV file has no rows of question,answer');
  if (rows.length > MAX_STAFF_ANSWER_IMPORT) {
    throw badRequest(`A CSV import holds at most ${MAX_STAFF_ANSWER_IMPORT} staff answers`);
  }
  return rows.map((row, index) => {
    const line = index + (hasHeader ? 2 : 1);
    const parsed = staffAnswerInputSchema.safeParse({
      question: unescapeFormula(row[0] ?? ''),
      answer: unescapeFormula(row[1] ?? ''),
    });
    if (!parsed.success) {
      throw badRequest(`Line ${line}: ${parsed.error.issues[0]?.message ?? 'invalid row'}`);
    }
    return parsed.data;
  });
}
