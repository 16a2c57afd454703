/**
 * Products that are not tour products, as the storefront lists them (spec 01 §7, spec 02 §2.9–2.11,
 * §3, §7): donation and fee products, GA tickets and gift cards for sale. Dollars on the wire.
 */
import type { GaTicket, GiftCardProduct, Product } from '@gt/contract/products';
import { couponLineDiscounts } from '@gt/domain/coupon';
import { gaOrderLine } from '@gt/domain/ga-tickets';
import { messages } from '@gt/domain/messages';
import { toDollars } from '@gt/domain/money';
import { venueDate } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/errors';
import { findCoupon } from '../coupons/repository';
import { listProductRows, type ProductRow } from './repository';

export interface ProductsInput {
  ProductType: 'donation' | 'transactionfee' | 'gaticket' | 'giftcard';
  ProductID?: number;
  DisplayArea?: number;
  displayarea?: number;
  GACouponCode?: string;
}

const money = (cents: number | null) => (cents === null ? null : toDollars(cents));

function gaTicket(r: ProductRow, couponApplied: string | null): GaTicket {
  return {
    ProductID: r.productId,
    ProductName: r.name,
    ProductType: 'gaticket',
    Price: toDollars(r.priceCents),
    OriginalPrice: money(r.originalPriceCents),
    MinQuantity: r.minQuantity,
    MaxQuantity: r.maxQuantity,
    ProductSellStartDate: r.sellFrom,
    ProductSellEndDate: r.sellTill,
    DisplayArea: r.displayAreaNo,
    SortOrder: r.sortOrder,
    TermsConditions: r.terms,
    GATicketExpiryDate: r.validUntil,
    GATicketDepartments: r.department ? [{ DepartmentName: r.department, DepartmentSortOrder: r.departmentSortOrder }] : [],
    Taxes: r.taxes.map((t) => ({ TaxIncluded: t.included, TaxPercentage: t.percentage })),
    CouponCodeApplied: couponApplied,
  };
}

function giftCardProduct(r: ProductRow): GiftCardProduct {
  return {
    ProductID: r.productId,
    ProductName: r.name,
    ProductType: 'giftcard',
    Price: toDollars(r.priceCents),
    MaxPrice: money(r.maxPriceCents),
    DisplayArea: r.displayAreaNo,
    ProductImageURL: r.imageUrl,
    SellStart: r.sellFrom,
    SellEnd: r.sellTill,
    SortOrder: r.sortOrder,
  };
}

/**
 * The products of a type; GA tickets and gift cards only those on sale today in areas shown
 * online. 400 "Please enter Coupon number." for an empty GACouponCode (spec 02 §5).
 */
export async function listProducts(ctx: AppContext, q: ProductsInput): Promise<Product[] | GaTicket[] | GiftCardProduct[]> {
  if (q.GACouponCode === '') throw new ApiError(400, messages.gaCouponRequired);
  const now = ctx.clock();
  const rows = await listProductRows(ctx.db, {
    type: q.ProductType,
    productId: q.ProductID,
    displayAreaNo: q.DisplayArea ?? q.displayarea,
    onSaleAt: q.ProductType === 'gaticket' || q.ProductType === 'giftcard' ? venueDate(now, ctx.config.Public.VenueTimeZone) : undefined,
  });
  if (q.ProductType === 'giftcard') return rows.map(giftCardProduct);
  if (q.ProductType === 'gaticket') {
    const coupon = q.GACouponCode ? await findCoupon(ctx.db, q.GACouponCode, now) : undefined;
    const discounts = (r: ProductRow) => (coupon ? couponLineDiscounts(coupon, [gaOrderLine({ productId: r.productId, priceCents: r.priceCents, taxes: r.taxes }, 1)]) : []);
    return rows.map((r) => gaTicket(r, coupon && discounts(r).length > 0 ? coupon.code : null));
  }
  return rows.map((p) => ({
    ProductID: p.productId,
    ProductName: p.name,
    ProductType: q.ProductType as 'donation' | 'transactionfee',
    Price: toDollars(p.priceCents),
    MaxPrice: money(p.maxPriceCents),
    Percentage: p.percentage,
  }));
}
