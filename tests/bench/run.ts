// `npm run bench`: every benchmark prints its figures beside a baseline measured in the same run.
import { benchReplay } from "./replay";

benchReplay();
