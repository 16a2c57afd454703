/**
 * Folders the server reads at run time, from the server package's root: the same whether it
 * runs from its sources (`src/`, through tsx in development) or from the compiled bundle
 * (`dist/main.js`, `npm start`), since both sit one level below the package root.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** `apps/server`: one level up from `src/paths.ts` or from `dist/main.js`. */
export const serverRoot = resolve(here, '..');
/** The checked-in SQL migrations and their journal. */
export const migrationsFolder = resolve(serverRoot, 'drizzle');
/** The storefront's production build (`npm run build`). */
export const storefrontDist = resolve(serverRoot, '../storefront/dist');
/** The back office's production build (`npm run build`), served under /admin/. */
export const backofficeDist = resolve(serverRoot, '../backoffice/dist');
