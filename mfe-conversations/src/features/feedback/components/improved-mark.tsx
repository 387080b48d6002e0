import Undo from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { Message } from '@switchboard/domain';
import type { ApiError } from '@switchboard/shared-data';
import { useToast } from '@switchboard/shared-ui';
import { useTakeBackImprovementMutation } from '../api/feedback-api';

/**
 * That a staff answer improved this answer, and the way back: taking the mark back puts
 * the answer in Needs review again; the staff answer stays in the bot's Staff answers.
 */
export function ImprovedMark({ message }: { message: Message }) {
  const toast = useToast();
  const [takeBack, { isLoading }] = useTakeBackImprovementMutation();
  const undo = async () => {
    try {
      await takeBack({ id: message.id, conversationId: message.conversationId }).unwrap();
    } catch (error) {
      toast.error((error as ApiError).message);
      return;
    }
    toast.success('Improvement taken back: the answer is in Needs review again');
  };
  return (
    <>
      <Chip size="small" color="success" variant="outlined" label="Improved by a staff answer" />
      <Button
        size="small"
        startIcon={<Undo fontSize="inherit" />}
        disabled={isLoading}
        onClick={() => void undo()}
      >
        Take back
      </Button>
    </>
  );
}
