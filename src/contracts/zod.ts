/**
 * The zod instance every shared schema uses. `jitless`: zod 4 otherwise probes `new Function`
 * to compile parsers, which a strict Content-Security-Policy (no 'unsafe-eval') reports as a
 * violation in the browser and workerd forbids anyway.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
