/**
 * Creates a back office operator from the command line (modules/operator-users/admin-create.ts):
 * `npm run admin:create -- --email … [--password …] [--role admin]`; bundled by build.ts as
 * dist/admin-create.js for images without tsx (`node apps/server/dist/admin-create.js --email …`).
 */
import { adminCreate } from '../src/modules/operator-users/admin-create';

const { exitCode, lines } = await adminCreate(process.argv.slice(2), process.env);
for (const line of lines) (exitCode === 0 ? console.log : console.error)(line);
process.exit(exitCode);
