/**
 * Food ordering catalogue (spec 02 §3 "Order location", "Menu", "Menu product", "Option"; §7
 * `GET orderlocations?displayArea`, `GET products?ProductType=foodmenusimple&DisplayArea`), with
 * the spec's field names. Money fields are dollars (2 decimals); opening times are venue
 * wall-clock `HH:mm`; CurrentDateTimeAtLocation carries the venue offset.
 */
import { z } from 'zod';
import { Tax } from './catalogue';
import { Dollars, IdParam, VenueDateTime } from './wire';

export const Weekday = z.enum(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);

/** One opening-times entry: a weekday and venue wall-clock times `HH:mm` (open before close). */
export const OpeningTime = z.object({ Day: Weekday, Open: z.string(), Close: z.string() });

export const TabLocation = z.object({ TabLocationID: z.number().int(), TabLocationName: z.string() });
export type TabLocation = z.infer<typeof TabLocation>;

export const OrderLocation = z.object({
  OrderLocationID: z.number().int(),
  /** The location's name (routes use it: /orderlocationtab/{name}). */
  OrderLocation: z.string(),
  DisplayArea: z.number().int(),
  /** The node (terminal) a tab sale of this location is recorded on. */
  NodeNo: z.number().int(),
  AverageWaitMinutes: z.number().int().nullable(),
  MapImageURL: z.string().nullable(),
  OpeningTimes: z.array(OpeningTime),
  TabLocations: z.array(TabLocation),
  /** The venue's clock when answered (opening state is judged on it, not on the browser's clock). */
  CurrentDateTimeAtLocation: VenueDateTime,
});
export type OrderLocation = z.infer<typeof OrderLocation>;

export const OrderLocationsQuery = z.object({ displayArea: IdParam.optional() }).strict();

/** One product that may be chosen in an option group; IsSelected is the choice's initial state. */
export const OptionProduct = z.object({
  ProductID: z.number().int(),
  ProductName: z.string(),
  /** List price (taxed at the menu product's taxes). */
  Price: Dollars,
  PriceIncTax: Dollars,
  IsSelected: z.boolean(),
});
export type OptionProduct = z.infer<typeof OptionProduct>;

/** An option group: required ones are a single choice, optional ones any number of choices. */
export const MenuOption = z.object({
  OptionID: z.number().int(),
  OptionName: z.string(),
  IsRequired: z.boolean(),
  Products: z.array(OptionProduct),
});
export type MenuOption = z.infer<typeof MenuOption>;

export const MenuProduct = z.object({
  ProductID: z.number().int(),
  ProductName: z.string(),
  ProductDescription: z.string(),
  ProductImageURL: z.string().nullable(),
  /** List price: included taxes inside, excluded ones added (domain food-pricing). */
  Price: Dollars,
  PriceIncTax: Dollars,
  Taxes: z.array(Tax),
  /** The product takes notes (a multi-line notes field in the options dialog). */
  GetProductNotes: z.boolean(),
  Options: z.array(MenuOption),
});
export type MenuProduct = z.infer<typeof MenuProduct>;

export const MenuDepartment = z.object({ DepartmentName: z.string(), Products: z.array(MenuProduct) });

export const Menu = z.object({
  MenuName: z.string(),
  MenuImageURL: z.string().nullable(),
  Departments: z.array(MenuDepartment),
});
export type Menu = z.infer<typeof Menu>;

export const FoodMenuQuery = z
  .object({ ProductType: z.literal('foodmenusimple'), DisplayArea: IdParam })
  .strict();
