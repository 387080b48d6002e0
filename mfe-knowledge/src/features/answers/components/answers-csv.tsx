import Download from '@mui/icons-material/Download';
import Upload from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import {
  STAFF_ANSWER_IMPORT_MAX_BYTES,
  STAFF_ANSWER_IMPORT_TOO_LARGE,
  type StaffAnswer,
} from '@switchboard/domain';
import type { ApiError } from '@switchboard/shared-data';
import { downloadFile, fileSafe, useToast } from '@switchboard/shared-ui';
import { csvFile, csvText } from '@switchboard/shared-ui/csv';
import { useRef } from 'react';
import { useImportAnswersMutation } from '../api/answers-api';

/**
 * CSV of `question,answer` (the hit counts too on export): written by the console's one
 * CSV writer, which escapes formula cells; read back by the service, which refuses the
 * whole file on any bad line.
 */
export function AnswersCsv({
  botId,
  botName,
  answers,
}: {
  botId: string;
  botName: string | undefined;
  answers: StaffAnswer[];
}) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [importAnswers, { isLoading }] = useImportAnswersMutation();

  const exportCsv = () => {
    const rows = [
      ['question', 'answer', 'hits', 'last_hit_at'],
      ...answers.map((row) => [row.question, row.answer, row.hits, row.last_hit_at]),
    ];
    downloadFile(`staff-answers-${fileSafe(botName ?? 'bot')}.csv`, csvFile([csvText(rows)]));
  };

  const importFile = async (file: File) => {
    if (file.size > STAFF_ANSWER_IMPORT_MAX_BYTES)
      return toast.error(STAFF_ANSWER_IMPORT_TOO_LARGE);
    try {
      const { imported } = await importAnswers({ botId, csv: await file.text() }).unwrap();
      toast.success(`Imported ${imported} staff answers`);
    } catch (error) {
      toast.error((error as ApiError).message);
    }
  };

  return (
    <>
      <Button startIcon={<Download />} onClick={exportCsv} disabled={answers.length === 0}>
        Export CSV
      </Button>
      <Button startIcon={<Upload />} onClick={() => input.current?.click()} disabled={isLoading}>
        Import CSV
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv"
        hidden
        aria-label="CSV file of staff answers"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
    </>
  );
}
