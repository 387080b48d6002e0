import { z } from 'zod';

/** A moment as JSON carries it: the server's Date, serialised to ISO 8601. */
export const isoTimestamp = z.iso.datetime({ offset: true });

export const count = z.number().int().nonnegative();
