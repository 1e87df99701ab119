// `npm start` (after `npm run build`): the same services as `npm run dev`, then `next start`.
import { serve } from "./serve";

await serve("start");
