import { createContext, useContext } from 'react';

/** Each field's most characters, from the entity's schema (see textLimitsOf in domain). */
export const FieldLimitsContext = createContext<Partial<Record<string, number>>>({});

export const useFieldLimit = (name: string): number | undefined =>
  useContext(FieldLimitsContext)[name];
