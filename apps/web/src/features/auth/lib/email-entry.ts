import { z } from 'zod';
import { zEmail } from '@mvno/contracts/fields';

/** The login page's one field (SPEC §2 email entry). */
export const zEmailEntry = z.object({ email: zEmail });
