import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { PageHeader, useConfirmedDelete, useSheet } from '@switchboard/shared-ui';
import type { Business, BusinessType } from '@switchboard/domain';
import { useAppDispatch } from '@switchboard/shared-data';
import { useDeleteBusinessMutation } from '../features/businesses/api/businesses-api';
import { collectionsApi } from '../features/businesses/api/collections-api';
import { BusinessSheet } from '../features/businesses/components/business-sheet';
import { BusinessesList } from '../features/businesses/components/businesses-list';
import { ExportBusinessesButton } from '../features/businesses/components/export-businesses-button';
import { useBusinessesGrid } from '../features/businesses/hooks/use-businesses-grid';
import { narrows } from '../features/businesses/lib/grid-query';
import { useGetBusinessTypesQuery } from '../features/business-types/api/business-types-api';

export interface BusinessesPageProps {
  /** Rows past which the grid works on the server; the runtime configuration's by default. */
  serverThreshold?: number;
}

/** One empty list while the types load, so the grid's columns are not rebuilt each render. */
const NO_TYPES: BusinessType[] = [];

export default function BusinessesPage({ serverThreshold }: BusinessesPageProps = {}) {
  const grid = useBusinessesGrid(serverThreshold);
  // Types name the Type column and fill the form's select; without them the list still works.
  const types = useGetBusinessTypesQuery();
  const [deleteBusiness] = useDeleteBusinessMutation();
  const dispatch = useAppDispatch();
  const sheet = useSheet<Business>();
  const deletion = useConfirmedDelete<Business>({
    noun: 'business',
    remove: (business) => ({
      unwrap: async () => {
        const answer = await deleteBusiness(business.id).unwrap();
        // The platform also deletes the empty collection made for the business.
        dispatch(collectionsApi.util.invalidateTags([{ type: 'Collection', id: 'LIST' }]));
        return answer;
      },
    }),
    successMessage: 'Business deleted successfully',
  });
  const typeNames = new Map((types.data ?? NO_TYPES).map((type) => [type.id, type.name]));

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
        secondaryActions={
          grid.mode === 'server' ? (
            <ExportBusinessesButton
              query={grid.query}
              typeName={(id) => (id ? (typeNames.get(id) ?? '') : '')}
            />
          ) : undefined
        }
        actions={addButton}
      />
      <BusinessesList
        businesses={grid.rows}
        businessTypes={types.data ?? NO_TYPES}
        state={grid.state}
        onEdit={sheet.openFor}
        onDelete={deletion.ask}
        emptyAction={addButton}
        server={
          grid.mode === 'server' ? { ...grid.server, narrowed: narrows(grid.query) } : undefined
        }
      />
      <BusinessSheet
        key={sheet.key}
        {...sheet.props}
        business={sheet.item}
        businessTypes={types.data ?? NO_TYPES}
      />
      {deletion.dialog}
    </>
  );
}
