/**
 * What the door scanner keeps in the browser's IndexedDB (idb-keyval) so that it works without the
 * network: the offline package of each list it opened and the queue of admissions made offline.
 * The door name, the last list and the venue's time zone live in localStorage.
 */
import { createStore, get, set, update } from 'idb-keyval';
import type { CheckinList, OfflinePackage } from '@gt/contract/admin/checkins';
import { listKey, type QueuedScan } from './offline';

const db = createStore('gt-scanner', 'kv');

export const loadPackage = (list: CheckinList) => get<OfflinePackage>(`package:${listKey(list)}`, db);
export const savePackage = (pkg: OfflinePackage) => set(`package:${listKey(pkg.list)}`, pkg, db);

export const loadQueue = async (): Promise<QueuedScan[]> => (await get<QueuedScan[]>('queue', db)) ?? [];
/** Changes the queue in one IndexedDB transaction; resolves the queue after. */
export async function updateQueue(change: (q: QueuedScan[]) => QueuedScan[]): Promise<QueuedScan[]> {
  let after: QueuedScan[] = [];
  await update<QueuedScan[]>('queue', (q) => (after = change(q ?? [])), db);
  return after;
}

/** A small remembered setting (door name, last list, the venue's zone); `fallback` when none. */
export function remembered(key: string, fallback: string): string {
  try {
    return localStorage.getItem(`scanner.${key}`) ?? fallback;
  } catch {
    return fallback;
  }
}
export function remember(key: string, value: string): void {
  try {
    localStorage.setItem(`scanner.${key}`, value);
  } catch {
    // Private browsing without storage: the setting lasts this page only.
  }
}

/** A sync warning shown until the operator dismisses it ("Admitted twice: …"). */
export interface SyncWarning {
  scanId: string;
  text: string;
}
export const loadWarnings = async (): Promise<SyncWarning[]> => (await get<SyncWarning[]>('warnings', db)) ?? [];
/** Changes the stored warnings; resolves them after. */
export async function saveWarnings(change: (w: SyncWarning[]) => SyncWarning[]): Promise<SyncWarning[]> {
  let after: SyncWarning[] = [];
  await update<SyncWarning[]>('warnings', (w) => (after = change(w ?? [])), db);
  return after;
}
