// Who may import whom (issue 31; docs/layers.md): rules -> domain -> edge -> compose, one way,
// and no two folders importing each other in a loop. `npm test` runs it (tests/setup/layers.test.ts);
// `npx depcruise lib app pages components emails i18n proxy.ts` prints the same verdict.
const RULES = "^lib/(engine|bots)/";
const DOMAIN = "^lib/(errors|input|db|limits|players|games|orders|talk|absence|history|ratings|account|mail|worker|push|guests)/";
const EDGE = "^(lib/(api|auth|i18n|words|mailer|pusher|live|server)/|emails/)";
const COMPOSE = "^(app/|pages/|components/|i18n/|proxy\\.ts$|lib/services\\.ts$)";
const SOURCE = "^(lib|app|pages|components|emails|i18n)/|^proxy\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "rules-are-pure",
      comment: "lib/engine and lib/bots are the rules: deterministic, no I/O, nothing of the service (docs/engine-decisions.md).",
      severity: "error",
      from: { path: RULES },
      to: { path: SOURCE, pathNot: RULES },
    },
    {
      name: "domain-speaks-no-http-or-words",
      comment: "The domain returns data and DomainErrors; HTTP, words, mail rendering and the live transport are the edge's.",
      severity: "error",
      from: { path: DOMAIN },
      to: { path: [EDGE, COMPOSE] },
    },
    {
      name: "edge-composes-nothing",
      comment: "lib/ and emails/ never import the pages, routes and components that compose them.",
      severity: "error",
      from: { path: EDGE },
      to: { path: COMPOSE },
    },
    {
      name: "every-folder-one-way",
      comment: "Two folders that import each other are one room with two doors: the layers must point one way.",
      severity: "error",
      scope: "folder",
      from: { path: SOURCE },
      to: { circular: true },
    },
    // Rooms inside the domain: what each one may not reach, so the arrows between them stay one way.
    {
      name: "games-below-its-listeners",
      comment: "lib/games owns the log and announces changes; mail, history, talk and absence listen (wired in lib/services).",
      severity: "error",
      from: { path: "^lib/games/" },
      to: { path: "^lib/(mail|history|talk|absence|account|orders|push)/" },
    },
    {
      name: "mail-queues-only",
      comment: "lib/mail queues mail: it never appends to a game, runs its clocks, or reads history or absence.",
      severity: "error",
      from: { path: "^lib/mail/" },
      to: { path: ["^lib/games/(append|moves|lobby|timeouts)\\.ts$", "^lib/(history|absence|account)/"] },
    },
    {
      name: "talk-is-a-room-of-its-own",
      comment: "Table talk reads games; mail reads talk, never the other way.",
      severity: "error",
      from: { path: "^lib/talk/" },
      to: { path: "^lib/(mail|history|absence|account)/" },
    },
    {
      name: "orders-play-through-games",
      comment: "Standing orders (issue 32) append through lib/games like a bot; absence drops them; nothing else of the domain is theirs to reach.",
      severity: "error",
      from: { path: "^lib/orders/" },
      to: { path: "^lib/(mail|history|talk|absence|account|ratings)/" },
    },
    {
      name: "history-sends-no-mail",
      severity: "error",
      from: { path: "^lib/history/" },
      to: { path: "^lib/(mail|absence|account|talk)/" },
    },
    {
      name: "unknown-layer",
      comment: "Every folder of lib/ belongs to a layer: a new folder is added to this file (and docs/layers.md) on purpose.",
      severity: "error",
      from: { path: "^lib/", pathNot: [RULES, DOMAIN, EDGE, COMPOSE] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(generated|node_modules|\\.next[^/]*)/|\\.generated\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
