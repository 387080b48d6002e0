import { z } from 'zod';
import { uuidField } from '@switchboard/server-kit/http/fields';

export const userIdQuery = z.object({ userId: uuidField('userId').optional() });
