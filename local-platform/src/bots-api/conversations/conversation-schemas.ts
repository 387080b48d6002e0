import { z } from 'zod';
import { uuidField } from '../../http/fields';

export const userIdQuery = z.object({ userId: uuidField('userId').optional() });
