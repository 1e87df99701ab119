-- The reader's language (lib/i18n/locales.ts); null until chosen or stored at first sign-in.
ALTER TABLE "users" ADD COLUMN "locale" TEXT;
