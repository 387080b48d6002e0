import { zodResolver } from '@hookform/resolvers/zod';
import { useToast } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormSheet } from '../../../components/form-sheet';
import type { Business } from '../api/business';
import { useSaveBusiness } from '../hooks/use-save-business';
import { BusinessFormFields, type BusinessTypeOption } from './business-form-fields';
import {
  businessFormSchema,
  businessFormValues,
  type BusinessFormValues,
} from './business-form-schema';

export interface BusinessSheetProps {
  open: boolean;
  /** The business being edited; absent to add one. */
  business?: Business | null;
  businessTypes: BusinessTypeOption[];
  onClose: () => void;
}

export function BusinessSheet({ open, business, businessTypes, onClose }: BusinessSheetProps) {
  const toast = useToast();
  const [saveError, setSaveError] = useState<string | null>(null);
  const { control, handleSubmit, formState, setValue } = useForm<BusinessFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(businessFormSchema),
    defaultValues: businessFormValues(business),
  });
  const saveBusiness = useSaveBusiness((collection) =>
    setValue('collectionId', collection.id, { shouldDirty: true }),
  );

  const save = handleSubmit(async (values) => {
    setSaveError(null);
    const result = await saveBusiness(values, business ?? null);
    if (result.ok) {
      toast.success(result.message);
      onClose();
    } else {
      setSaveError(result.details);
      toast.error(result.message);
    }
  });

  return (
    <FormSheet
      open={open}
      title={business ? 'Edit business' : 'Add business'}
      dirty={formState.isDirty}
      saving={formState.isSubmitting}
      error={saveError}
      onSubmit={save}
      onClose={onClose}
    >
      <BusinessFormFields control={control} businessTypes={businessTypes} creating={!business} />
    </FormSheet>
  );
}
