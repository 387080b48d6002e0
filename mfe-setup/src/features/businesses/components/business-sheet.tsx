import { FormSheet } from '@switchboard/shared-ui';
import { businessCreateSchema, textLimitsOf, type Business } from '@switchboard/domain';
import { FieldLimitsContext } from '../../../components/field-limits';
import { useSheetForm } from '../../../hooks/use-sheet-form';
import { useSaveBusiness } from '../hooks/use-save-business';
import { businessFields } from './business-fields';
import { BusinessFormFields, type BusinessTypeOption } from './business-form-fields';
import { businessFormSchema, businessFormValues } from './business-form-schema';

export interface BusinessSheetProps {
  open: boolean;
  /** The business being edited; absent to add one. */
  business?: Business | null;
  businessTypes: BusinessTypeOption[];
  onClose: () => void;
}

const BUSINESS_LIMITS = textLimitsOf(businessCreateSchema);

export function BusinessSheet({ open, business, businessTypes, onClose }: BusinessSheetProps) {
  const saveBusiness = useSaveBusiness();
  const { form, sheetProps } = useSheetForm({
    item: business,
    schema: businessFormSchema,
    valuesOf: businessFormValues,
    save: (values, base) => saveBusiness(values, base),
    onClose,
  });
  return (
    <FormSheet
      open={open}
      title={business ? 'Edit business' : 'Add business'}
      {...sheetProps(businessFields(businessTypes))}
    >
      <FieldLimitsContext value={BUSINESS_LIMITS}>
        <BusinessFormFields
          control={form.control}
          businessTypes={businessTypes}
          creating={!business}
        />
      </FieldLimitsContext>
    </FormSheet>
  );
}
