// Runs in the browser before the app's own code (Next.js loads it ahead of hydration).
// zod 4 probes whether it may compile parsers with `new Function` the first time it parses an
// object, and catches the refusal; our Content-Security-Policy (proxy.ts: no 'unsafe-eval') blocks
// that probe, and Chromium reports the blocked eval as a CSP issue on every table page (issue 18).
// `jitless` skips the probe: the browser parses the engine's few small objects without compiled
// parsers, which costs nothing a player notices. The server keeps zod's compiled parsers.
import { z } from "zod";

z.config({ jitless: true });
