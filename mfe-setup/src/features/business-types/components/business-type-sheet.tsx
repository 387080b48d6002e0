import { zodResolver } from '@hookform/resolvers/zod';
import { staleRowOf, type ApiError } from '@switchboard/shared-data';
import { StaleWriteNotice, useStaleWrite, useToast } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormSheet } from '../../../components/form-sheet';
import { FormTextField } from '../../../components/form-text-field';
import type { BusinessType } from '@switchboard/domain';
import {
  useCreateBusinessTypeMutation,
  useUpdateBusinessTypeMutation,
} from '../api/business-types-api';
import {
  businessTypeFormSchema,
  businessTypeFormValues,
  toBusinessTypeInput,
  type BusinessTypeFormValues,
} from './business-type-form-schema';

export interface BusinessTypeSheetProps {
  open: boolean;
  /** The type being edited; absent to add one. */
  businessType?: BusinessType | null;
  onClose: () => void;
}

const FIELDS = [
  { name: 'name', label: 'Name' },
  { name: 'code', label: 'Code' },
  { name: 'description', label: 'Description' },
];

export function BusinessTypeSheet({ open, businessType, onClose }: BusinessTypeSheetProps) {
  const toast = useToast();
  const [createBusinessType] = useCreateBusinessTypeMutation();
  const [updateBusinessType] = useUpdateBusinessTypeMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const edit = useStaleWrite(businessType ?? null);
  const { control, handleSubmit, formState, reset } = useForm<BusinessTypeFormValues>({
    mode: 'onTouched',
    // Raw: the inputs keep what the user typed; saving converts through the same rules.
    resolver: zodResolver(businessTypeFormSchema, undefined, { raw: true }),
    defaultValues: businessTypeFormValues(businessType),
  });
  // What the user has typed, shown next to someone else's saved values after a stale save.
  const yours = useWatch({ control });

  async function submit(values: BusinessTypeFormValues, base: BusinessType | null) {
    setSaveError(null);
    const body = toBusinessTypeInput(values);
    try {
      if (base) {
        await updateBusinessType({ id: base.id, body, updatedAt: base.updatedAt }).unwrap();
        toast.success('Business type updated successfully');
      } else {
        await createBusinessType(body).unwrap();
        toast.success('Business type created successfully');
      }
      onClose();
    } catch (error) {
      const { message } = error as ApiError;
      const stale = staleRowOf<BusinessType>(error);
      if (stale) edit.refusedWith(stale);
      else setSaveError(message);
      toast.error(message);
    }
  }

  const theirs = edit.theirs;
  return (
    <FormSheet
      open={open}
      title={businessType ? 'Edit business type' : 'Add business type'}
      dirty={formState.isDirty}
      saving={formState.isSubmitting}
      error={saveError}
      notice={
        theirs ? (
          <StaleWriteNotice
            fields={FIELDS}
            theirs={businessTypeFormValues(theirs)}
            yours={yours}
            busy={formState.isSubmitting}
            onOverwrite={handleSubmit((values) => submit(values, edit.takeTheirs()))}
            onReload={() => reset(businessTypeFormValues(edit.takeTheirs()))}
          />
        ) : null
      }
      onSubmit={handleSubmit((values) => submit(values, edit.base()))}
      onClose={onClose}
    >
      <FormTextField control={control} name="name" label="Name" required autoFocus />
      <FormTextField control={control} name="code" label="Code" />
      <FormTextField
        control={control}
        name="description"
        label="Description"
        multiline
        minRows={3}
      />
    </FormSheet>
  );
}
