/** Field rules the commands share. */
import { z } from 'zod';

export const zReference = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'a reference is 1 to 100 letters, digits or . _ : -');
export const zMdn = z.string().regex(/^[2-9]\d{9}$/, 'a number is 10 digits');
export const zZip = z.string().regex(/^\d{5}$/, 'a ZIP code is 5 digits');
export const zIccid = z.string().regex(/^89\d{17,18}$/, 'an ICCID is 19 or 20 digits starting with 89');
export const zSimType = z.enum(['psim', 'esim']);
export const zAddress = z.object({
  addressOne: z.string().min(1).max(100),
  addressTwo: z.string().max(100).nullable().default(null),
  city: z.string().min(1).max(60),
  state: z.string().regex(/^[A-Z]{2}$/, 'a state is two capital letters'),
  zipCode: zZip,
});

export const command = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ reference: zReference, ...shape }).strict();
