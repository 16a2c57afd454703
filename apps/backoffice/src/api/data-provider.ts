/**
 * The back office's one react-admin DataProvider, over `/api/admin/v1/<resource>`
 * (docs/architecture.md#modules): lists are `GET ?start&end&<filters>` answering `{data, total}`,
 * records `GET /:id`, `POST`, `PATCH /:id` (only the changed fields), `DELETE /:id`.
 */
import type { DataProvider } from 'react-admin';
import { apiFetch } from './client';

function query(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The fields of `data` that differ from `previous` (all of them without `previous`). */
function changed(data: Record<string, unknown>, previous?: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(([k, v]) => k !== 'id' && (!previous || JSON.stringify(previous[k]) !== JSON.stringify(v))),
  );
}

export const dataProvider: DataProvider = {
  async getList(resource, params) {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    return apiFetch(`/${resource}${query({ start: (page - 1) * perPage, end: page * perPage, ...params.filter })}`);
  },
  async getOne(resource, params) {
    return { data: await apiFetch(`/${resource}/${params.id}`) };
  },
  async getMany(resource, params) {
    return { data: await Promise.all(params.ids.map((id) => apiFetch<never>(`/${resource}/${id}`))) };
  },
  async getManyReference(resource, params) {
    return dataProvider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
  },
  async create(resource, params) {
    return { data: await apiFetch(`/${resource}`, { method: 'POST', body: params.data }) };
  },
  async update(resource, params) {
    return { data: await apiFetch(`/${resource}/${params.id}`, { method: 'PATCH', body: changed(params.data, params.previousData) }) };
  },
  async updateMany(resource, params) {
    for (const id of params.ids) await apiFetch(`/${resource}/${id}`, { method: 'PATCH', body: changed(params.data) });
    return { data: params.ids };
  },
  async delete(resource, params) {
    await apiFetch(`/${resource}/${params.id}`, { method: 'DELETE' });
    return { data: params.previousData as never };
  },
  async deleteMany(resource, params) {
    for (const id of params.ids) await apiFetch(`/${resource}/${id}`, { method: 'DELETE' });
    return { data: params.ids };
  },
};
