/**
 * `npm run docs:config`: rewrites the generated reference of docs/configuration.md from the zod
 * configuration schema (src/config/config-docs.ts); the text around the markers is kept.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withConfigurationReference } from '../src/config/config-docs';

const file = fileURLToPath(new URL('../../../docs/configuration.md', import.meta.url));
writeFileSync(file, withConfigurationReference(readFileSync(file, 'utf8')));
