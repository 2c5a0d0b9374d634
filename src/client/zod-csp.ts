import { z } from 'zod';

// zod probes `new Function` to compile fast parsers; our Content-Security-Policy forbids
// eval in the browser, so the probe only produces a CSP violation. Turn it off before any
// schema module is evaluated (this module is imported first by main.tsx). The server keeps
// the compiled parsers.
z.config({ jitless: true });
