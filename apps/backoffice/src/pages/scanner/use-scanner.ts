/**
 * The door scanner's state for one check-in list and door (contract: admin/checkins.ts): scans go
 * to POST /checkins; when the network fails (or the browser says it is offline) the offline
 * package answers and the admission is queued (offline.ts); the queue is sent to POST
 * /checkins/sync when the browser comes back online and on load. The package is downloaded when
 * the list is chosen and every 60 s while online.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckinCounts, CheckinList, OfflinePackage, ScanAnswer, SyncAnswer } from '@gt/contract/admin/checkins';
import { apiFetch } from '../../api/client';
import { decideOffline, listKey, syncBatches, syncWarnings, withoutSynced, type QueuedScan } from './offline';
import { loadPackage, loadQueue, loadWarnings, savePackage, saveWarnings, updateQueue, type SyncWarning } from './store';

export const REFRESH_MS = 60_000;
const NO_COUNTS = { admitted: 0, expected: 0 };

/** A fetch that never reached the server (or a gateway that could not reach it). */
const isNetworkFailure = (err: unknown) => err instanceof TypeError || [502, 503, 504].includes((err as { status?: number }).status ?? 0);

const listQuery = (list: CheckinList) => ('tourEventId' in list ? `tourEventId=${list.tourEventId}` : `date=${list.date}`);

/** The package with this door's queued offline admissions of its list applied again (a fresh download does not know them yet). */
function withQueued(pkg: OfflinePackage, queue: QueuedScan[], timeZone: string): OfflinePackage {
  return queue
    .filter((q) => listKey(q.list) === listKey(pkg.list))
    .reduce((p, q) => decideOffline(p, q.code, q.door, new Date(q.scannedAt), timeZone).pkg, pkg);
}

/**
 * A sync the server refused (the list is gone, a code it cannot read): each scan answered as a
 * conflict with the server's message, so that it leaves the queue and the operator sees it.
 */
function refusedSync(batch: ReturnType<typeof syncBatches>[number], err: unknown): SyncAnswer {
  const message = err instanceof Error ? err.message : String(err);
  const results = batch.scans.map((x) => ({
    ...x,
    result: 'unknown' as const,
    message,
    kind: null,
    admitted: 0,
    checkinId: null,
    detail: null,
    counts: NO_COUNTS,
    conflict: true,
  }));
  return { results, counts: NO_COUNTS };
}

export function useScanner(list: CheckinList | null, door: string, timeZone: string) {
  const pkg = useRef<OfflinePackage | undefined>(undefined);
  // The list's title and counts, with the list they are of (a change of list shows none until known).
  const [shown, setShown] = useState<{ key: string; title?: string; counts?: CheckinCounts }>({ key: '' });
  const [waiting, setWaiting] = useState(0);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [warnings, setWarnings] = useState<SyncWarning[]>([]);
  const syncing = useRef(false);
  const key = list ? listKey(list) : null;
  const setCounts = useCallback((counts: CheckinCounts) => setShown((v) => ({ ...v, key: key ?? '', counts })), [key]);

  const showPackage = useCallback((p: OfflinePackage) => {
    pkg.current = p;
    setShown({ key: listKey(p.list), title: p.title, counts: p.counts });
  }, []);

  const refresh = useCallback(async () => {
    if (!list || !navigator.onLine) return;
    try {
      const fresh = withQueued(await apiFetch<OfflinePackage>(`/checkins/offline?${listQuery(list)}`), await loadQueue(), timeZone);
      if (listKey(fresh.list) !== listKey(list)) return;
      showPackage(fresh);
      await savePackage(fresh);
    } catch {
      // Offline or refused: the stored package stands.
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list by its key
  }, [key, timeZone, showPackage]);

  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      for (const batch of syncBatches(await loadQueue())) {
        const answer = await apiFetch<SyncAnswer>('/checkins/sync', { method: 'POST', body: batch }).catch((err: unknown) => {
          if (isNetworkFailure(err)) throw err;
          return refusedSync(batch, err);
        });
        setWaiting((await updateQueue((q) => withoutSynced(q, answer))).length);
        const added = syncWarnings(answer);
        if (added.length) setWarnings(await saveWarnings((w) => [...w, ...added]));
      }
    } catch {
      // Still offline: the queue waits for the next `online`.
    } finally {
      syncing.current = false;
    }
    await refresh();
  }, [refresh]);

  useEffect(() => {
    // On load: scans left waiting (of any list) are sent at once.
    void loadQueue().then((q) => {
      setWaiting(q.length);
      return q.length > 0 ? sync() : undefined;
    });
    void loadWarnings().then(setWarnings);
    const up = () => {
      setOnline(true);
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [sync]);

  useEffect(() => {
    pkg.current = undefined;
    if (!list) return;
    let live = true;
    // The stored package first (offline it is all there is), then the queue sent and a fresh one.
    void loadPackage(list).then((p) => {
      if (live && p && !pkg.current) showPackage(p);
      return live ? sync() : undefined;
    });
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list by its key
  }, [key, sync, refresh, showPackage]);

  /** Decides from the offline package, queueing an admission. */
  const scanOffline = useCallback(
    async (code: string): Promise<ScanAnswer> => {
      if (!pkg.current) {
        return {
          result: 'unknown',
          message: 'Offline: no list downloaded',
          code,
          kind: null,
          admitted: 0,
          checkinId: null,
          detail: null,
          counts: NO_COUNTS,
        };
      }
      const d = decideOffline(pkg.current, code, door, new Date(), timeZone);
      showPackage(d.pkg);
      if (d.queued) {
        const queued = d.queued;
        await savePackage(d.pkg);
        setWaiting((await updateQueue((q) => [...q, { ...queued, scanId: crypto.randomUUID() }])).length);
      }
      return d.answer;
    },
    [door, timeZone, showPackage],
  );

  /** Scans `code` for the list: the answer and whether it was decided offline. A refusal by the server (bad code) is a red answer. */
  const scan = useCallback(
    async (code: string): Promise<{ answer: ScanAnswer; offline: boolean }> => {
      if (!list) throw new Error('Choose a list first.');
      if (!navigator.onLine) return { answer: await scanOffline(code), offline: true };
      try {
        const answer = await apiFetch<ScanAnswer>('/checkins', { method: 'POST', body: { list, code, door } });
        setCounts(answer.counts);
        if (pkg.current && answer.result === 'admitted') {
          const p = decideOffline(pkg.current, code, door, new Date(), timeZone).pkg;
          showPackage({ ...p, counts: answer.counts });
        }
        return { answer, offline: false };
      } catch (err) {
        if (isNetworkFailure(err)) return { answer: await scanOffline(code), offline: true };
        const message = err instanceof Error ? err.message : String(err);
        return {
          answer: { result: 'unknown', message, code, kind: null, admitted: 0, checkinId: null, detail: null, counts: NO_COUNTS },
          offline: false,
        };
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list by its key
    [key, door, timeZone, scanOffline, showPackage, setCounts],
  );

  /** Undoes an admission made online (DELETE /checkins/:id); the code admits again. */
  const undo = useCallback(
    async (checkinId: number) => {
      const answer = await apiFetch<{ undone: true; counts: CheckinCounts }>(`/checkins/${checkinId}`, { method: 'DELETE' });
      setCounts(answer.counts);
      await refresh();
    },
    [refresh, setCounts],
  );

  const dismissWarning = useCallback(
    async (scanId: string) => setWarnings(await saveWarnings((w) => w.filter((x) => x.scanId !== scanId))),
    [],
  );

  const mine = shown.key === key;
  const counts = mine ? shown.counts : undefined;
  return { title: mine ? shown.title : undefined, counts, waiting, online, warnings, scan, undo, sync, dismissWarning };
}
