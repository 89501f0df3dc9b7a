// zod, set up once for both sides. Zod compiles object parsers with
// `new Function` when it may; the browser's CSP (script-src 'self', no
// 'unsafe-eval') forbids that and Chrome reports every attempt, so parse
// without the JIT. Shared schemas import z from here, never from 'zod'.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
