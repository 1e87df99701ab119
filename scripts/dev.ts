// `npm run dev`: embedded PostgreSQL + mail sink (unless DATABASE_URL / SMTP_URL are set), then
// `next dev` on localhost only (HOST=0.0.0.0 to open it to your network).
import { serve } from "./serve";

await serve("dev");
