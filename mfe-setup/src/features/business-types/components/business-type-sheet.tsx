import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiError } from '@switchboard/shared-auth';
import { useToast } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormSheet } from '../../../components/form-sheet';
import { FormTextField } from '../../../components/form-text-field';
import type { BusinessType } from '../api/business-type';
import { useCreateBusinessTypeMutation } from '../api/create-business-type';
import { useUpdateBusinessTypeMutation } from '../api/update-business-type';
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

export function BusinessTypeSheet({ open, businessType, onClose }: BusinessTypeSheetProps) {
  const toast = useToast();
  const [createBusinessType] = useCreateBusinessTypeMutation();
  const [updateBusinessType] = useUpdateBusinessTypeMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<BusinessTypeFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(businessTypeFormSchema),
    defaultValues: businessTypeFormValues(businessType),
  });

  const save = handleSubmit(async (values) => {
    setSaveError(null);
    const body = toBusinessTypeInput(values);
    try {
      if (businessType) {
        await updateBusinessType({ id: businessType.id, body }).unwrap();
        toast.success('Business type updated successfully');
      } else {
        await createBusinessType(body).unwrap();
        toast.success('Business type created successfully');
      }
      onClose();
    } catch (error) {
      const { message } = error as ApiError;
      setSaveError(message);
      toast.error(message);
    }
  });

  return (
    <FormSheet
      open={open}
      title={businessType ? 'Edit business type' : 'Add business type'}
      dirty={formState.isDirty}
      saving={formState.isSubmitting}
      error={saveError}
      onSubmit={save}
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
