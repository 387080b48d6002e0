import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { FormCheckbox } from '../../../components/form-checkbox';
import { FormSection } from '../../../components/form-section';
import { FormTextField } from '../../../components/form-text-field';
import { INDUSTRIES } from '@switchboard/domain';
import type { BusinessFormValues } from './business-form-schema';
import { CollectionSelect } from './collection-select';

export interface BusinessTypeOption {
  id: string;
  name: string;
}

export interface BusinessFormFieldsProps {
  control: Control<BusinessFormValues>;
  businessTypes: BusinessTypeOption[];
  creating: boolean;
}

// Native selects: they keep the platform's keyboard and screen-reader behaviour.
const nativeSelect = {
  select: true,
  slotProps: { select: { native: true }, inputLabel: { shrink: true } },
} as const;

/** Every business field, grouped as people look for them. */
export function BusinessFormFields({ control, businessTypes, creating }: BusinessFormFieldsProps) {
  return (
    <>
      <FormSection legend="Identity">
        <FormTextField control={control} name="name" label="Business name" required autoFocus />
        <FormTextField
          control={control}
          name="businessTypeId"
          label="Business type"
          {...nativeSelect}
        >
          <option value="">No type</option>
          {businessTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </FormTextField>
        <FormTextField control={control} name="industry" label="Industry" {...nativeSelect}>
          <option value="">No industry</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {industry}
            </option>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="description"
          label="Description"
          multiline
          minRows={2}
        />
        <CollectionSelect control={control} creating={creating} />
        <Stack direction="row" spacing={2}>
          <FormCheckbox control={control} name="isActive" label="Active" />
          <FormCheckbox control={control} name="isVerified" label="Verified" />
        </Stack>
      </FormSection>
      <FormSection legend="Registration">
        <FormTextField control={control} name="registrationNumber" label="Registration number" />
        <FormTextField control={control} name="taxIdNumber" label="Tax ID number" />
      </FormSection>
      <FormSection legend="Address">
        <FormTextField control={control} name="address" label="Address" />
        <FormTextField control={control} name="city" label="City" />
        <FormTextField control={control} name="postalCode" label="Postal code" />
        <FormTextField control={control} name="country" label="Country" />
      </FormSection>
      <FormSection legend="Contact">
        <FormTextField control={control} name="phone" label="Phone" type="tel" />
        <FormTextField control={control} name="email" label="E-mail" type="email" />
        <FormTextField
          control={control}
          name="website"
          label="Website"
          type="url"
          placeholder="https://example.com"
        />
        <FormTextField control={control} name="contactPerson" label="Contact person" />
        <FormTextField control={control} name="contactTitle" label="Contact title" />
        <FormTextField control={control} name="contactPhone" label="Contact phone" type="tel" />
        <FormTextField control={control} name="contactEmail" label="Contact e-mail" type="email" />
      </FormSection>
      <FormSection legend="Government">
        <FormTextField control={control} name="ministry" label="Ministry" />
        <FormTextField control={control} name="department" label="Department" />
        <FormTextField control={control} name="agencyCode" label="Agency code" />
      </FormSection>
    </>
  );
}
