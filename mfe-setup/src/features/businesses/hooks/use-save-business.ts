import { staleRowOf, useAppDispatch, type ApiError } from '@switchboard/shared-data';
import { useRef } from 'react';
import type { Business } from '@switchboard/domain';
import type { SaveOutcome } from '../../../hooks/use-sheet-form';
import type { Collection } from '../api/collection';
import { useCreateBusinessMutation, useUpdateBusinessMutation } from '../api/businesses-api';
import { collectionsApi, useCreateGeneralCollectionMutation } from '../api/collections-api';
import { toBusinessInput, type BusinessFormValues } from '../components/business-form-schema';

/**
 * Saves the form. A new business without a collection first gets one, or the general
 * service's collection already of that name (names are unique there). If the business then
 * fails, the collection is handed back through `onCollectionCreated` to be reused by the
 * next attempt.
 */
export function useSaveBusiness() {
  const [createCollection] = useCreateGeneralCollectionMutation();
  const dispatch = useAppDispatch();
  /** The collection a refused create (409: the name is taken) names, if it can be found. */
  const namedCollection = async (name: string): Promise<Collection | undefined> => {
    const result = await dispatch(
      collectionsApi.endpoints.getGeneralCollections.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    );
    return result.data?.find((row) => row.name.toLowerCase() === name.toLowerCase());
  };
  const collectionFor = async (name: string, description: string): Promise<Collection> => {
    try {
      return await createCollection({ name, description }).unwrap();
    } catch (error) {
      const existing = (error as ApiError).status === 409 ? await namedCollection(name) : undefined;
      if (!existing) throw error;
      return existing;
    }
  };
  const [createBusiness] = useCreateBusinessMutation();
  const [updateBusiness] = useUpdateBusinessMutation();
  const madeHere = useRef<Collection | null>(null);

  return async function save(
    values: BusinessFormValues,
    existing: Business | null,
    onCollectionCreated: (collection: Collection) => void,
  ): Promise<SaveOutcome<Business>> {
    const input = toBusinessInput(values);
    if (existing) {
      try {
        await updateBusiness({
          id: existing.id,
          body: input,
          updatedAt: existing.updatedAt,
        }).unwrap();
        return { ok: true, message: 'Business updated successfully' };
      } catch (error) {
        const { message } = error as ApiError;
        return { ok: false, message, details: message, stale: staleRowOf<Business>(error) };
      }
    }
    if (!input.collectionId) {
      try {
        const collection = await collectionFor(
          input.name,
          input.description ?? `Knowledge for ${input.name}`,
        );
        madeHere.current = collection;
        onCollectionCreated(collection);
        input.collectionId = collection.id;
      } catch (error) {
        const { message } = error as ApiError;
        const details = `The business was not saved because its knowledge collection could not be created: ${message}`;
        return { ok: false, message: details, details };
      }
    }
    try {
      await createBusiness(input).unwrap();
      return { ok: true, message: 'Business created successfully' };
    } catch (error) {
      const { message } = error as ApiError;
      const collection = madeHere.current;
      const details =
        collection && collection.id === input.collectionId
          ? `${message}. The business was not saved, but its knowledge collection “${collection.name}” was created; it will be reused when you save again.`
          : message;
      return { ok: false, message, details };
    }
  };
}
