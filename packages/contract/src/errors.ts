import { z } from 'zod';

/** Error body of every failed API call (spec 01 §8): `{ Errors: [{ ErrorMessage }] }`. */
export const ErrorResponse = z.object({
  Errors: z.array(z.object({ ErrorMessage: z.string() })).min(1),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
