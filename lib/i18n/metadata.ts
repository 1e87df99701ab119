// Page titles in the reader's language: `export const generateMetadata = titled("lobby")` in a
// page, with the title under messages' `meta` namespace.
import type { Metadata } from "next";
import { serverTranslator } from "@/lib/i18n/server";
import type { Messages } from "./messages";

export function titled(key: keyof Messages["meta"]): () => Promise<Metadata> {
  return async () => {
    const t = await serverTranslator("meta");
    return { title: t(key) };
  };
}
