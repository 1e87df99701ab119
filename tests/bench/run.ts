// `npm run bench`: every benchmark prints its figures beside a baseline measured in the same run.
import { benchMoves } from "./moves";
import { benchPlayerPage } from "./player-page";
import { benchReplay } from "./replay";

benchReplay();
await benchMoves();
await benchPlayerPage();
