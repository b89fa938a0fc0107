/** `npm run serve`: only the pre-rendered site (point it at any API with API_BASE). */
import { resolve } from 'node:path';
import { startStaticServer } from './static-server';

const dir = resolve(import.meta.dirname, '..', 'dist');
const site = await startStaticServer({
  dir,
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  apiBase: process.env.API_BASE,
});
console.log(`Serving dist/ on ${site.url}`);
