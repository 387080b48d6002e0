import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { ApiError } from '@switchboard/shared-auth';
import { ConfirmDialog, PageHeader, useToast } from '@switchboard/shared-ui';
import { useState } from 'react';
import type { BusinessType } from '../features/business-types/api/business-type';
import { useDeleteBusinessTypeMutation } from '../features/business-types/api/delete-business-type';
import { useGetBusinessTypesQuery } from '../features/business-types/api/get-business-types';
import { BusinessTypeSheet } from '../features/business-types/components/business-type-sheet';
import { BusinessTypesList } from '../features/business-types/components/business-types-list';
import { useSheet } from '../hooks/use-sheet';

export function BusinessTypesPage() {
  const toast = useToast();
  const types = useGetBusinessTypesQuery();
  const [deleteBusinessType] = useDeleteBusinessTypeMutation();
  const sheet = useSheet<BusinessType>();
  const [deleting, setDeleting] = useState<BusinessType | null>(null);

  function confirmDelete(type: BusinessType) {
    setDeleting(null);
    deleteBusinessType(type.id)
      .unwrap()
      .then(() => toast.success('Business type deleted successfully'))
      .catch((error: ApiError) => toast.error(error.message));
  }

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
        loading={types.isLoading || types.isFetching}
        error={types.isError ? (types.error as ApiError).message : null}
        onRetry={() => void types.refetch()}
        onEdit={sheet.openFor}
        onDelete={setDeleting}
        emptyAction={addButton}
      />
      <BusinessTypeSheet key={sheet.key} {...sheet.props} businessType={sheet.item} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete business type?"
        confirmLabel="Delete"
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      >
        “{deleting?.name}” will be deleted. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
