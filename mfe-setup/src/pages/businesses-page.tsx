import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { ApiError } from '@switchboard/shared-data';
import { PageHeader } from '@switchboard/shared-ui';
import type { Business } from '@switchboard/domain';
import {
  useDeleteBusinessMutation,
  useGetBusinessesQuery,
} from '../features/businesses/api/businesses-api';
import { BusinessSheet } from '../features/businesses/components/business-sheet';
import { BusinessesList } from '../features/businesses/components/businesses-list';
import { useGetBusinessTypesQuery } from '../features/business-types/api/business-types-api';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete';
import { useSheet } from '../hooks/use-sheet';

export function BusinessesPage() {
  const businesses = useGetBusinessesQuery();
  // Types name the Type column and fill the form's select; without them the list still works.
  const types = useGetBusinessTypesQuery();
  const [deleteBusiness] = useDeleteBusinessMutation();
  const sheet = useSheet<Business>();
  const deletion = useConfirmedDelete<Business>({
    noun: 'business',
    remove: deleteBusiness,
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
        loading={businesses.isLoading || businesses.isFetching}
        error={businesses.isError ? (businesses.error as ApiError).message : null}
        onRetry={() => void businesses.refetch()}
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
