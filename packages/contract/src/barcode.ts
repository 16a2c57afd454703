import { z } from 'zod';

/** `GET /api/v1/Barcode/?barcode&includeLable` → PNG (spec 01 §7; "Lable" is the spec's spelling). */
export const BarcodeQuery = z
  .object({
    barcode: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be 1 to 64 letters, digits or dashes'),
    includeLable: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  })
  .strict();
