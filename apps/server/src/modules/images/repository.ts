/** Uploaded catalogue images (db/schema.ts `images`): content-addressed rows, never changed. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { images } from '../../db/schema';

export type ImageRow = typeof images.$inferSelect;

/** Stores an image; the same bytes uploaded again keep the first row. Answers whether it was new. */
export async function insertImage(db: Db | Tx, row: Omit<ImageRow, 'createdAt'> & { createdAt: Date }): Promise<boolean> {
  const inserted = await db.insert(images).values(row).onConflictDoNothing().returning({ id: images.imageId });
  return inserted.length > 0;
}

export async function findImage(db: Db, imageId: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.imageId, imageId));
  return row;
}
