/**
 * Summarises a V8 .cpuprofile (from BENCH_PROFILE=1): self time by function and by package
 * (node_modules/<name>, our workspace folders, node internals, GC, idle).
 * Usage: npx tsx bench/profile-summary.ts bench/results/profiles/<file>.cpuprofile [top=25]
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const top = Number(topArg ?? 25);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

function area(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1] as string;
  if (url.startsWith('node:')) return 'node:internals';
  const ws = /\/(apps\/[^/]+\/src\/[^/]+(?:\/[^/]+)?|packages\/[^/]+)\//.exec(url);
  return ws ? (ws[1] as string) : url;
}

const fns = new Map<string, number>();
const areas = new Map<string, number>();
for (const [id, us] of selfUs) {
  const n = byId.get(id);
  if (!n) continue;
  const { functionName, url, lineNumber } = n.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages|bench)\//, '$1/')}:${lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
  const a = area(url, functionName);
  areas.set(a, (areas.get(a) ?? 0) + us);
}
const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title} (total ${(total / 1e6).toFixed(1)} s sampled)`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`);
};
show('Self time by area', areas);
show('Self time by function', fns);
