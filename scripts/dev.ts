// `npm run dev`: embedded PostgreSQL + mail sink (unless DATABASE_URL / SMTP_URL are set), then `next dev`.
import { serve } from "./serve";

await serve("dev");
