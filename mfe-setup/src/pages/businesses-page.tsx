import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { PageHeader, useConfirmedDelete, useSheet } from '@switchboard/shared-ui';
import { gridQueryState } from '@switchboard/shared-ui/data-grid';
import type { Business } from '@switchboard/domain';
import {
  useDeleteBusinessMutation,
  useGetBusinessesQuery,
} from '../features/businesses/api/businesses-api';
import { BusinessSheet } from '../features/businesses/components/business-sheet';
import { BusinessesList } from '../features/businesses/components/businesses-list';
import { useGetBusinessTypesQuery } from '../features/business-types/api/business-types-api';

export function BusinessesPage() {
  const businesses = useGetBusinessesQuery();
  // Types name the Type column and fill the form's select; without them the list still works.
  const types = useGetBusinessTypesQuery();
  const [deleteBusiness] = useDeleteBusinessMutation();
  const sheet = useSheet<Business>();
  const deletion = useConfirmedDelete<Business>({
    noun: 'business',
    remove: (business) => deleteBusiness(business.id),
    successMessage: 'Business deleted successfully',
  });

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => sheet.openFor(null)}>
      Add business
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Businesses"
        description="The businesses your bots serve."
        actions={addButton}
      />
      <BusinessesList
        businesses={businesses.data ?? []}
        businessTypes={types.data ?? []}
        state={gridQueryState(businesses, 'Failed to fetch businesses', { whileRefetching: true })}
        onEdit={sheet.openFor}
        onDelete={deletion.ask}
        emptyAction={addButton}
      />
      <BusinessSheet
        key={sheet.key}
        {...sheet.props}
        business={sheet.item}
        businessTypes={types.data ?? []}
      />
      {deletion.dialog}
    </>
  );
}
