// `npm start` (after `npm run build`): PostgreSQL as `npm run dev` brings it up (unless
// DATABASE_URL is set), then `next start`. Needs SMTP_URL: a production server has no mail sink.
import { serve } from "./serve";

await serve("start");
