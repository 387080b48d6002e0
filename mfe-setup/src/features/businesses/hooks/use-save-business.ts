import { newActionKey, staleRowOf, type ApiError } from '@switchboard/shared-data';
import { useRef } from 'react';
import type { Business } from '@switchboard/domain';
import type { SaveOutcome } from '../../../hooks/use-sheet-form';
import { useAddBusinessMutation } from '../api/business-operations-api';
import { useUpdateBusinessMutation } from '../api/businesses-api';
import { toBusinessInput, type BusinessFormValues } from '../components/business-form-schema';

/**
 * Saves the form. A new business is one gateway call: the gateway gives one that names no
 * collection the knowledge collection of its name and stores the business, both or
 * neither. The call's key is kept while the sheet is open, so a Save after a lost answer
 * does the work once.
 */
export function useSaveBusiness() {
  const [addBusiness] = useAddBusinessMutation();
  const [updateBusiness] = useUpdateBusinessMutation();
  const addKey = useRef(newActionKey());

  return async function save(
    values: BusinessFormValues,
    existing: Business | null,
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
    try {
      await addBusiness({ ...input, idempotencyKey: addKey.current }).unwrap();
      return { ok: true, message: 'Business created successfully' };
    } catch (error) {
      const { message } = error as ApiError;
      return { ok: false, message, details: message };
    }
  };
}
