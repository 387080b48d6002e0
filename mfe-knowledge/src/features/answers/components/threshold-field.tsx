import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { staffAnswerSettingsSchema } from '@switchboard/domain';
import type { ApiError } from '@switchboard/shared-data';
import { useToast } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useSetThresholdMutation } from '../api/answers-api';

/** How alike a question must be to a staff answer's (0.05–1) for chat to answer from it. */
export function ThresholdField({ botId, threshold }: { botId: string; threshold: number }) {
  const toast = useToast();
  const [text, setText] = useState(String(threshold));
  const [problem, setProblem] = useState<string | null>(null);
  const [setThreshold, { isLoading }] = useSetThresholdMutation();
  const save = async () => {
    const parsed = staffAnswerSettingsSchema.safeParse({ threshold: Number(text) });
    if (!parsed.success || text.trim() === '') {
      return setProblem(parsed.error?.issues[0]?.message ?? 'threshold must be a number');
    }
    setProblem(null);
    try {
      await setThreshold({ botId, ...parsed.data }).unwrap();
      toast.success('Threshold saved');
    } catch (error) {
      setProblem((error as ApiError).message);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label="Match threshold"
        size="small"
        type="number"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? 'How alike a question must be (0.05–1) to get a staff answer'}
        slotProps={{ htmlInput: { min: 0.05, max: 1, step: 0.05 } }}
        sx={{ width: 260 }}
      />
      <Button onClick={() => void save()} disabled={isLoading}>
        Save threshold
      </Button>
    </Stack>
  );
}
