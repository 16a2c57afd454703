/**
 * Unknown keys of the configuration file (docs/configuration.md): a misspelled setting must not be
 * ignored silently. Every key of the file is looked up in the zod schema (top level, `Mail`,
 * `Public` and its nested objects); an unknown one is reported with the nearest valid key of
 * any level, e.g. `CartDiscardMinutes` → `Public.DiscardTimeMinutes`.
 */
import { distance } from 'fastest-levenshtein';

/** The parts of a zod 4 schema definition this walk reads. */
interface SchemaDef {
  type: string;
  shape?: Record<string, { def: SchemaDef }>;
  innerType?: { def: SchemaDef };
  in?: { def: SchemaDef };
}

/** The fields of the object schema under defaults, optionals and pipes, or undefined. */
function fieldsOf(def: SchemaDef): Record<string, { def: SchemaDef }> | undefined {
  for (let d: SchemaDef | undefined = def; d; d = d.innerType?.def ?? d.in?.def) if (d.type === 'object') return d.shape;
  return undefined;
}

/** Every key path the schema knows, e.g. `HoldMinutes`, `Public.FieldLengths.City`. */
function knownPaths(def: SchemaDef, prefix: string[] = []): string[][] {
  return Object.entries(fieldsOf(def) ?? {}).flatMap(([key, field]) => [[...prefix, key], ...knownPaths(field.def, [...prefix, key])]);
}

const words = (key: string) => new Set(key.split(/(?<=[a-z0-9])(?=[A-Z])|_/).map((w) => w.toLowerCase()));

/**
 * The valid key nearest to `path`'s last key: a plain typo first (the fewest edits, case ignored,
 * at most a quarter of the key or 2), else the key with most camel-case words in common
 * (`CartDiscardMinutes` and `DiscardTimeMinutes` share two) and then the fewest edits; on a tie
 * the same level wins.
 */
function nearest(path: string[], known: string[][]): string | undefined {
  const key = path[path.length - 1] ?? '';
  const mine = words(key);
  const parent = path.slice(0, -1).join('.');
  const ranked = known.map((p) => {
    const last = p[p.length - 1] ?? '';
    return {
      p,
      edits: distance(key.toLowerCase(), last.toLowerCase()),
      shared: [...words(last)].filter((w) => mine.has(w)).length,
      level: p.slice(0, -1).join('.') === parent ? 0 : 1,
    };
  });
  const typo = Math.max(2, Math.floor(key.length / 4));
  const byEdits = [...ranked].sort((a, b) => a.edits - b.edits || a.level - b.level)[0];
  if (byEdits && byEdits.edits <= typo) return byEdits.p.join('.');
  return ranked.sort((a, b) => b.shared - a.shared || a.edits - b.edits || a.level - b.level)[0]?.p.join('.');
}

/**
 * Messages naming each key of `value` the schema does not know and the nearest valid one, e.g.
 * `unknown key "CartDiscardMinutes" (did you mean "Public.DiscardTimeMinutes"?)`; empty when
 * every key is known.
 */
export function unknownKeyProblems(schema: { def: unknown }, value: unknown): string[] {
  const root = schema.def as SchemaDef;
  const known = knownPaths(root);
  const problems: string[] = [];
  const walk = (def: SchemaDef, v: unknown, path: string[]) => {
    const fields = fieldsOf(def);
    if (!fields || !v || typeof v !== 'object' || Array.isArray(v)) return;
    for (const [key, inner] of Object.entries(v)) {
      const field = fields[key];
      if (field) walk(field.def, inner, [...path, key]);
      else {
        const name = [...path, key];
        const hint = nearest(name, known);
        problems.push(`unknown key "${name.join('.')}"${hint ? ` (did you mean "${hint}"?)` : ''}`);
      }
    }
  };
  walk(root, value, []);
  return problems;
}
