/**
 * `npm run backend`: the reference backend on http://localhost:8000 (the API base the site uses
 * in development: its own origin with port 3000 replaced by 8000). Not the production backend.
 *
 *   npm run backend -- --port 8000 --db .data/reference-backend.sqlite --no-rate-limit
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startReferenceBackend } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8000' },
    host: { type: 'string', default: '127.0.0.1' },
    db: { type: 'string', default: '.data/reference-backend.sqlite' },
    spec: { type: 'string' },
    'no-rate-limit': { type: 'boolean', default: false },
    'submissions-per-minute': { type: 'string' },
    'reads-per-minute': { type: 'string' },
  },
});
const db = values.db === ':memory:' ? values.db : resolve(values.db);
if (db !== ':memory:') mkdirSync(dirname(db), { recursive: true });
const backend = await startReferenceBackend({
  port: Number(values.port),
  host: values.host,
  dbPath: db,
  specPath: values.spec,
  rateLimit: values['no-rate-limit']
    ? false
    : {
        ...(values['submissions-per-minute'] ? { submissions: Number(values['submissions-per-minute']) } : {}),
        ...(values['reads-per-minute'] ? { reads: Number(values['reads-per-minute']) } : {}),
      },
});
console.log(`Reference backend (the contract's positive control, not the production backend) on ${backend.url}, storing in ${db}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void backend.stop().then(() => process.exit(0));
  });
}
