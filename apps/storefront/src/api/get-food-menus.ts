/** GET /api/v1/products?ProductType=foodmenusimple&DisplayArea → Menu[] of a display area (spec 02 §7). */
import type { Menu, MenuProduct } from '@gt/contract/food';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../lib/api-client';

export const foodMenusKey = (displayArea: number) => ['products', 'foodmenusimple', displayArea] as const;

const getFoodMenus = (displayArea: number, signal?: AbortSignal) =>
  apiRequest<Menu[]>(apiUrl('products', { ProductType: 'foodmenusimple', DisplayArea: displayArea }), { what: 'load order menu', signal });

/** The menus (suspends while loading). */
export function useFoodMenus(displayArea: number): Menu[] {
  return useSuspenseQuery({ queryKey: foodMenusKey(displayArea), queryFn: ({ signal }) => getFoodMenus(displayArea, signal) }).data;
}

/** The menus when a display area is known (not suspending; for the cart pages). */
export function useFoodMenusIfAny(displayArea: number | undefined) {
  return useQuery({
    queryKey: foodMenusKey(displayArea ?? 0),
    queryFn: ({ signal }) => getFoodMenus(displayArea as number, signal),
    enabled: displayArea !== undefined,
  });
}

/** Every product of the menus by ProductID. */
export function menuProducts(menus: readonly Menu[]): Map<number, MenuProduct> {
  return new Map(menus.flatMap((m) => m.Departments.flatMap((d) => d.Products.map((p) => [p.ProductID, p] as const))));
}
