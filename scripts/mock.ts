/**
 * `npm run mock`: the mock API of openapi.yaml on :8000 (MOCK_PORT), Prism behind the language
 * proxy (scripts/mock-language.ts), so a page under /hi/ gets the contract's Hindi examples.
 */
import { startPrism } from './processes';

const prism = await startPrism(Number(process.env.MOCK_PORT ?? 8000), '127.0.0.1', false);
console.log(`\n  Mock API: ${prism.url}/  (Prism's own port is internal; Accept-Language: hi selects the "hi" examples)\n  Stop with Ctrl+C\n`);
