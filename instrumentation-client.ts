// Runs in the browser before the app's own code (Next.js loads it ahead of hydration).
// zod 4 probes whether it may compile parsers with `new Function` the first time it parses an
// object, and catches the refusal; our Content-Security-Policy (proxy.ts: no 'unsafe-eval') blocks
// that probe, and Chromium reports the blocked eval as a CSP issue on every table page (issue 18).
// `jitless` skips the probe: the browser parses the engine's few small objects without compiled
// parsers, which costs nothing a player notices. The server keeps zod's compiled parsers.
//
// Set through the global object zod keeps its configuration in (node_modules/zod/v4/core/core.js:
// `globalThis.__zod_globalConfig`, shared by every copy of zod, and read when a parser is built),
// not through `z.config()`: importing zod here put its core on every page's first load, the home
// page's too (issue 38). The table's CSP check (tests/browser/table.spec.ts) fails if zod ever stops reading it.
const zodConfig = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };
