import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { PageHeader, useConfirmedDelete, useSheet } from '@switchboard/shared-ui';
import { gridQueryState } from '@switchboard/shared-ui/data-grid';
import type { BusinessType } from '@switchboard/domain';
import {
  useDeleteBusinessTypeMutation,
  useGetBusinessTypesQuery,
} from '../features/business-types/api/business-types-api';
import { BusinessTypeSheet } from '../features/business-types/components/business-type-sheet';
import { BusinessTypesList } from '../features/business-types/components/business-types-list';

export default function BusinessTypesPage() {
  const types = useGetBusinessTypesQuery();
  const [deleteBusinessType] = useDeleteBusinessTypeMutation();
  const sheet = useSheet<BusinessType>();
  const deletion = useConfirmedDelete<BusinessType>({
    noun: 'business type',
    remove: (type) => deleteBusinessType(type.id),
    successMessage: 'Business type deleted successfully',
  });

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => sheet.openFor(null)}>
      Add business type
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Business Types"
        description="Kinds of business, used to group businesses."
        actions={addButton}
      />
      <BusinessTypesList
        types={types.data ?? []}
        state={gridQueryState(types, 'Failed to fetch business types', { whileRefetching: true })}
        onEdit={sheet.openFor}
        onDelete={deletion.ask}
        emptyAction={addButton}
      />
      <BusinessTypeSheet key={sheet.key} {...sheet.props} businessType={sheet.item} />
      {deletion.dialog}
    </>
  );
}
