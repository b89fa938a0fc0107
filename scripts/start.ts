/** `npm start`: the pre-rendered site on :3000, served by nginx as in production, and the Prism mock of openapi.yaml on :8000. */
import { resolve } from 'node:path';
import { startPrism } from './processes';
import { startNginx } from './nginx';

const sitePort = Number(process.env.PORT ?? 3000);
const mockPort = Number(process.env.MOCK_PORT ?? 8000);

const prism = await startPrism(mockPort, '127.0.0.1', false);
const site = await startNginx({
  dist: resolve(import.meta.dirname, '..', 'dist'),
  port: sitePort,
  host: process.env.HOST ?? '127.0.0.1',
  apiBase: process.env.API_BASE || prism.url,
});
console.log(`\n  Site:  http://localhost:${site.port}/  (mock API ${prism.url})\n  Stop with Ctrl+C\n`);
