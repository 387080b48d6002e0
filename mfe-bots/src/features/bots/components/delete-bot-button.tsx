import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import type { ApiError } from '@switchboard/shared-data';
import { ConfirmDialog, useToast } from '@switchboard/shared-ui';
import { useState } from 'react';
import type { Bot } from '../api/bot';
import { useDeleteBotMutation } from '../api/bots-api';

export function DeleteBotButton({ bot, onDeleted }: { bot: Bot; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [deleteBot, { isLoading }] = useDeleteBotMutation();
  const toast = useToast();
  const confirm = () => {
    deleteBot(bot.id)
      .unwrap()
      .then(
        () => {
          setOpen(false);
          toast.success('Bot deleted successfully');
          onDeleted();
        },
        (error: ApiError) => toast.error(error.message),
      );
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${bot.name}?`}
        confirmLabel="Delete bot"
        destructive
        pending={isLoading}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        The bot <strong>{bot.name}</strong> is deleted together with all of its conversations and
        their messages, and its avatar. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
