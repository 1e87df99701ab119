// The Market module lives in lib/engine/expansions/market; its symbols' bookkeeping keeps this
// path for the modules outside the engine that read it (the bots, the mails' tests).
export * from "./expansions/market/symbols";
