/** Product rows for the listings (db/product-schema.ts), with their taxes. */
import { sql } from 'drizzle-orm';
import type { TaxRate } from '@gt/domain/tax';
import type { Db, Tx } from '../../db/client';

export interface ProductRow {
  productId: number;
  name: string;
  priceCents: number;
  maxPriceCents: number | null;
  percentage: number | null;
  displayAreaNo: number | null;
  sortOrder: number;
  sellFrom: string | null;
  sellTill: string | null;
  department: string | null;
  departmentSortOrder: number;
  minQuantity: number;
  maxQuantity: number;
  originalPriceCents: number | null;
  validUntil: string | null;
  terms: string;
  imageUrl: string | null;
  taxes: TaxRate[];
}

/**
 * Products of `type`, optionally one id or one display area; with `onSaleAt` (a venue date) only
 * those whose sell window includes it and whose display area is shown online. Ordered by
 * department, then sort order, then id.
 */
export async function listProductRows(db: Db, f: { type: string; productId?: number; displayAreaNo?: number; onSaleAt?: string }): Promise<ProductRow[]> {
  const res = (await db.execute(sql`
    select p.product_id as "productId", p.name, p.price_cents as "priceCents", p.max_price_cents as "maxPriceCents",
      p.percentage::float8 as percentage, p.display_area_no as "displayAreaNo", p.sort_order as "sortOrder",
      p.sell_from::text as "sellFrom", p.sell_till::text as "sellTill", p.department, p.department_sort_order as "departmentSortOrder",
      p.min_quantity as "minQuantity", p.max_quantity as "maxQuantity", p.original_price_cents as "originalPriceCents",
      p.valid_until::text as "validUntil", p.terms, p.image_url as "imageUrl",
      coalesce((select json_agg(json_build_object('included', t.included, 'percentage', t.percentage::float8) order by t.tax_id)
        from product_taxes x join taxes t on t.tax_id = x.tax_id where x.product_id = p.product_id), '[]') as taxes
    from products p left join display_areas a on a.display_area_no = p.display_area_no
    where p.product_type = ${f.type}
      ${f.productId !== undefined ? sql`and p.product_id = ${f.productId}` : sql``}
      ${f.displayAreaNo !== undefined ? sql`and p.display_area_no = ${f.displayAreaNo}` : sql``}
      ${f.onSaleAt !== undefined ? sql`and coalesce(a.show_online, true) and (p.sell_from is null or p.sell_from <= ${f.onSaleAt}::date) and (p.sell_till is null or p.sell_till >= ${f.onSaleAt}::date)` : sql``}
    order by p.department_sort_order, p.sort_order, p.product_id`)) as unknown as { rows: ProductRow[] };
  return res.rows;
}

/**
 * Takes the lock under which a new product id is drawn (to the transaction's end): `products` has
 * no sequence (the configuration names the donation and fee by id), and GA tickets, gift card
 * products and membership types share its ids, so each of their inserts draws under this one lock.
 */
export async function lockProductIds(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('products.product_id'))`);
}
