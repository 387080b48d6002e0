import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { botCreateSchema, textLimitsOf } from '@switchboard/domain';
import { lengthHelper, StaleWriteNotice } from '@switchboard/shared-ui';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { BotInput } from '../api/bot';
import { botFormSchema, type BotFormValues } from './bot-form-schema';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

export interface BotFormProps {
  defaultValues: BotFormValues;
  submitLabel: string;
  cancelTo: string;
  /** Saves and answers the address to open next; rejects with the message to show. */
  onSave: (bot: BotInput) => Promise<string>;
  /** The bot as someone else saved it since this form loaded (a refused stale save). */
  theirs?: BotFormValues | null;
  /** Makes `theirs` the version the next save goes against. */
  onTakeTheirs?: () => void;
}

const LIMITS = textLimitsOf(botCreateSchema);

const FIELDS = [
  { name: 'name', label: 'Name' },
  { name: 'description', label: 'Description' },
  { name: 'botPath', label: 'Bot path' },
  { name: 'chatEndpoint', label: 'Chat endpoint' },
];

export function BotForm({
  defaultValues,
  submitLabel,
  cancelTo,
  onSave,
  theirs,
  onTakeTheirs,
}: BotFormProps) {
  const [saveError, setSaveError] = useState<string | null>(null);
  // Where to go once saved; set only after the server accepted the bot.
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const navigate = useNavigate();
  // Navigating after the commit, when the guard is already off for this form.
  useEffect(() => {
    if (savedTo) navigate(savedTo);
  }, [savedTo, navigate]);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<BotFormValues>({
    defaultValues,
    // Raw: the inputs keep what the user typed; saving converts through the same rules.
    resolver: zodResolver(botFormSchema, undefined, { raw: true }),
  });
  // What the user has typed, shown next to someone else's saved values after a stale save.
  const yours = useWatch({ control });

  const submit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      setSavedTo(await onSave(botFormSchema.parse(values)));
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
    }
  });

  const field = (name: keyof BotFormValues) => ({
    ...register(name),
    error: Boolean(errors[name]),
    helperText: lengthHelper(errors[name]?.message, String(yours[name] ?? '').length, LIMITS[name]),
    fullWidth: true,
  });

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Bot">
        {theirs ? (
          <StaleWriteNotice
            fields={FIELDS}
            theirs={theirs}
            yours={yours}
            busy={isSubmitting}
            onOverwrite={() => {
              setSaveError(null);
              onTakeTheirs?.();
              void submit();
            }}
            onReload={() => {
              setSaveError(null);
              onTakeTheirs?.();
              reset(theirs);
            }}
          />
        ) : saveError ? (
          <Alert severity="error">{saveError}</Alert>
        ) : null}
        <TextField label="Name" required autoFocus {...field('name')} />
        <TextField label="Description" multiline minRows={3} {...field('description')} />
        <TextField
          label="Bot path"
          required
          placeholder="https://bots.example.com/kb/sales"
          {...field('botPath')}
          helperText={errors.botPath?.message ?? 'The base URL of the bot’s knowledge service.'}
        />
        <TextField
          label="Chat endpoint"
          required
          {...field('chatEndpoint')}
          helperText={errors.chatEndpoint?.message ?? 'The path chats are sent to, e.g. /chat/.'}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={cancelTo} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            startIcon={
              isSubmitting ? (
                <CircularProgress size={16} color="inherit" aria-label="Saving" />
              ) : (
                <Save />
              )
            }
          >
            {isSubmitting ? 'Saving…' : submitLabel}
          </Button>
        </Stack>
      </Stack>
      <UnsavedChangesGuard when={isDirty && savedTo === null} />
    </Paper>
  );
}
