import { z } from 'zod';

// Zod compiles fast object parsers with `new Function` unless told not to; the web app's
// Content-Security-Policy forbids eval, so every schema is built in its no-eval mode. Zod reads this
// when a schema is created: this module must be imported before any schema module.
z.config({ jitless: true });
