// The name a seat takes when its player has deleted their account (issue 26). Like a bot's name
// (lib/bots/names.ts) it becomes the seat's name in the game's record (options.players), so
// exports, replays and `game verify` read it the same for everyone (docs/game-record.md); pages
// show the catalogue's word for it (account.formerPlayer). No living player may take it, nor any
// language's word for it, nor a look-alike of either (lib/players/reserved.ts).
export const FORMER_PLAYER = "Former player";
