import { zodResolver } from '@hookform/resolvers/zod';
import {
  revealFirstError,
  StaleWriteNotice,
  useStaleWrite,
  useToast,
  type FormSheetProps,
  type StaleWriteField,
} from '@switchboard/shared-ui';
import { useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  useWatch,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** `details` is what the sheet shows; `message` is the catalogue text for the toast. */
export type SaveOutcome<Item> =
  { ok: true; message: string } | { ok: false; message: string; details: string; stale?: Item };

export interface SheetFormOptions<Item, Values extends FieldValues> {
  /** The item being edited; absent to add one. */
  item: Item | null | undefined;
  schema: z.ZodType<unknown, Values>;
  valuesOf: (item: Item | null | undefined) => Values;
  /** Saves against `base`, the version the user edits (theirs, after a stale save). */
  save: (
    values: Values,
    base: Item | null,
    form: UseFormReturn<Values>,
  ) => Promise<SaveOutcome<Item>>;
  onClose: () => void;
}

/**
 * The add/edit sheet's form: checked by the entity's schema, saved with a toast either
 * way, and on a stale save showing their values beside the user's until they choose.
 */
export function useSheetForm<Item, Values extends FieldValues>({
  item,
  schema,
  valuesOf,
  save,
  onClose,
}: SheetFormOptions<Item, Values>) {
  const toast = useToast();
  const [saveError, setSaveError] = useState<string | null>(null);
  const edit = useStaleWrite(item ?? null);
  const form = useForm<Values>({
    mode: 'onTouched',
    // revealFirstError focuses it, with its message in view.
    shouldFocusError: false,
    // Raw: the inputs keep what the user typed; saving converts through the same rules.
    resolver: zodResolver(schema, undefined, { raw: true }) as Resolver<Values>,
    defaultValues: valuesOf(item) as never,
  });
  const { control, handleSubmit, formState, reset } = form;
  // What the user has typed, shown next to someone else's saved values after a stale save.
  const yours = useWatch({ control });

  async function submit(values: Values, base: Item | null) {
    setSaveError(null);
    const result = await save(values, base, form);
    if (result.ok) {
      toast.success(result.message);
      onClose();
      return;
    }
    if (result.stale) edit.refusedWith(result.stale);
    else setSaveError(result.details);
    toast.error(result.message);
  }
  const invalid = (_errors: unknown, event?: BaseSyntheticEvent) => revealFirstError(formOf(event));

  const theirs = edit.theirs;
  const sheetProps = (
    fields: StaleWriteField[],
  ): Pick<FormSheetProps, 'dirty' | 'saving' | 'error' | 'notice' | 'onSubmit' | 'onClose'> => ({
    dirty: formState.isDirty,
    saving: formState.isSubmitting,
    error: saveError,
    notice: theirs ? (
      <StaleWriteNotice
        fields={fields}
        theirs={valuesOf(theirs)}
        yours={yours}
        busy={formState.isSubmitting}
        onOverwrite={handleSubmit((values) => submit(values, edit.takeTheirs()), invalid)}
        onReload={() => reset(valuesOf(edit.takeTheirs()))}
      />
    ) : null,
    onSubmit: handleSubmit((values) => submit(values, edit.base()), invalid),
    onClose,
  });
  return { form, sheetProps };
}

const formOf = (event?: BaseSyntheticEvent) =>
  (event?.target as HTMLElement | undefined)?.closest('form') ?? null;
