/** `npm start`: the pre-rendered site on :3000 and the Prism mock of openapi.yaml on :8000. */
import { resolve } from 'node:path';
import { startPrism } from './processes';
import { startStaticServer } from './static-server';

const sitePort = Number(process.env.PORT ?? 3000);
const mockPort = Number(process.env.MOCK_PORT ?? 8000);

const prism = await startPrism(mockPort, '127.0.0.1', false);
const site = await startStaticServer({
  dir: resolve(import.meta.dirname, '..', 'dist'),
  port: sitePort,
  host: process.env.HOST ?? '127.0.0.1',
  apiBase: process.env.API_BASE,
  analytics: Boolean(process.env.VITE_ANALYTICS_ID?.trim()),
});
console.log(`\n  Site:  http://localhost:${site.port}/  (mock API ${prism.url})\n  Stop with Ctrl+C\n`);
