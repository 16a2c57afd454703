/**
 * Image fields of the catalogue forms (lib/image-input.tsx): before a record is saved, each newly
 * chosen file (react-admin's `{ rawFile }`) is uploaded to `POST /images` and replaced by the
 * address the server answers; a kept image (`{ src }`) becomes its address again. The pattern of
 * react-admin's "Handling file uploads" (a data provider decorated for the resources that have images).
 */
import type { DataProvider } from 'react-admin';
import type { UploadedImage } from '@gt/contract/admin/catalogue';
import { apiUpload } from './client';

const WITH_IMAGES = new Set(['display-areas', 'booking-types', 'ga-products', 'gift-card-products', 'food-order-locations', 'food-menus', 'food-products']);

/** `value` with every chosen file uploaded and every image object replaced by its address. */
async function withAddresses(value: unknown): Promise<unknown> {
  if (value instanceof File) return (await apiUpload<UploadedImage>('/images', value)).url;
  if (Array.isArray(value)) return Promise.all(value.map(withAddresses));
  if (!value || typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  if (o.rawFile instanceof File) return (await apiUpload<UploadedImage>('/images', o.rawFile)).url;
  if (typeof o.src === 'string' && Object.keys(o).every((k) => k === 'src' || k === 'title')) return o.src;
  return Object.fromEntries(await Promise.all(Object.entries(o).map(async ([k, v]) => [k, await withAddresses(v)] as const)));
}

/** The data provider with image uploads on create and update of the catalogue resources. */
export function withImageUploads(base: DataProvider): DataProvider {
  return {
    ...base,
    create: async (resource, params) =>
      base.create(
        resource,
        WITH_IMAGES.has(resource) ? { ...params, data: (await withAddresses(params.data)) as typeof params.data } : params,
      ),
    update: async (resource, params) =>
      base.update(
        resource,
        WITH_IMAGES.has(resource) ? { ...params, data: (await withAddresses(params.data)) as typeof params.data } : params,
      ),
  };
}
