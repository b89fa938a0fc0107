/** `npm run serve`: only the pre-rendered site, served by nginx as in production (point it at any API with API_BASE). */
import { resolve } from 'node:path';
import { startNginx } from './nginx';

const site = await startNginx({
  dist: resolve(import.meta.dirname, '..', 'dist'),
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  apiBase: process.env.API_BASE,
});
console.log(`Serving dist/ on ${site.url}`);
