// `npm run bench`: every benchmark prints its figures beside a baseline measured in the same run.
// BENCH_ONLY=moves,live (any of replay, bots, statements, moves, live, chat, click, player-page, ratings, locale-page, orders, push, calendar, review, scale) runs a subset.
import { benchBots } from "./bots";
import { benchCalendar } from "./calendar";
import { benchChat } from "./chat";
import { benchClick } from "./click";
import { benchLive } from "./live";
import { benchLocalePage } from "./locale-page";
import { benchMoves } from "./moves";
import { benchOrders } from "./orders";
import { benchPlayerPage } from "./player-page";
import { benchRatings } from "./ratings";
import { benchPush } from "./push";
import { benchReplay } from "./replay";
import { benchReview } from "./review";
import { benchScale } from "./scale";
import { benchStatements } from "./statements";

const only = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);
const wanted = (name: string) => only.length === 0 || only.includes(name);

if (wanted("replay")) benchReplay();
if (wanted("bots")) benchBots();
if (wanted("statements")) await benchStatements();
if (wanted("moves")) await benchMoves();
if (wanted("live")) await benchLive();
if (wanted("chat")) await benchChat();
if (wanted("click")) await benchClick();
if (wanted("player-page")) await benchPlayerPage();
if (wanted("ratings")) await benchRatings();
if (wanted("locale-page")) await benchLocalePage();
if (wanted("orders")) await benchOrders();
if (wanted("push")) await benchPush();
if (wanted("calendar")) benchCalendar();
// Issue 36: a long game's review, and a move's append beside it.
if (wanted("review")) benchReview();
// Not in a plain `npm run bench`: it fills 12 million events (BENCH_ONLY=scale).
if (only.includes("scale")) await benchScale();
