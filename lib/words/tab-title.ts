// The browser tab's "your turn" title (meta.yourTurnTab), worded where it is shown: by the server
// for the home page's dashboard, by the live table in the browser (components/game/tab-title.tsx).

/** The arguments of meta.yourTurnTab for `turns` moves waiting. */
export function yourTurnArgs(turns: number) {
  return { turns, several: turns > 1 ? "yes" : "no" };
}
