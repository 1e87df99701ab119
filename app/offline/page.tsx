// The offline page (issue 39): the service worker (public/sw.js) keeps it and shows it when a page
// cannot be reached. Neva is not played offline; this page says so.
import { serverTranslator } from "@/lib/i18n/server";

export default async function OfflinePage() {
  const t = await serverTranslator("offline");
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-slate-700">{t("body")}</p>
      {/* A plain link: a full navigation, which the service worker answers from the network again
          (a client-side one would fetch the page's data, and this page may be from the cache). */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/" className="self-start rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700">
        {t("retry")}
      </a>
    </section>
  );
}
