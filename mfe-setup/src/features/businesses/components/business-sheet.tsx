import { zodResolver } from '@hookform/resolvers/zod';
import { StaleWriteNotice, useStaleWrite, useToast } from '@switchboard/shared-ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormSheet } from '../../../components/form-sheet';
import type { Business } from '@switchboard/domain';
import { useSaveBusiness } from '../hooks/use-save-business';
import { businessFields } from './business-fields';
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
  const edit = useStaleWrite(business ?? null);
  const { control, handleSubmit, formState, setValue, reset } = useForm<BusinessFormValues>({
    mode: 'onTouched',
    // Raw: the inputs keep what the user typed; saving converts through the same rules.
    resolver: zodResolver(businessFormSchema, undefined, { raw: true }),
    defaultValues: businessFormValues(business),
  });
  // What the user has typed, shown next to someone else's saved values after a stale save.
  const yours = useWatch({ control });
  const saveBusiness = useSaveBusiness((collection) =>
    setValue('collectionId', collection.id, { shouldDirty: true }),
  );

  async function submit(values: BusinessFormValues, base: Business | null) {
    setSaveError(null);
    const result = await saveBusiness(values, base);
    if (result.ok) {
      toast.success(result.message);
      onClose();
      return;
    }
    if (result.stale) edit.refusedWith(result.stale);
    else setSaveError(result.details);
    toast.error(result.message);
  }

  const theirs = edit.theirs;
  return (
    <FormSheet
      open={open}
      title={business ? 'Edit business' : 'Add business'}
      dirty={formState.isDirty}
      saving={formState.isSubmitting}
      error={saveError}
      notice={
        theirs ? (
          <StaleWriteNotice
            fields={businessFields(businessTypes)}
            theirs={businessFormValues(theirs)}
            yours={yours}
            busy={formState.isSubmitting}
            onOverwrite={handleSubmit((values) => submit(values, edit.takeTheirs()))}
            onReload={() => reset(businessFormValues(edit.takeTheirs()))}
          />
        ) : null
      }
      onSubmit={handleSubmit((values) => submit(values, edit.base()))}
      onClose={onClose}
    >
      <BusinessFormFields control={control} businessTypes={businessTypes} creating={!business} />
    </FormSheet>
  );
}
