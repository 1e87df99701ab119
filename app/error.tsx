"use client";

// Shown when a page fails after it started. The usual cause is a database that went away in
// the middle of the request (proxy.ts answers 503 for every request while it stays away).
import { useTranslations } from "next-intl";

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errorsPage");
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">{t("unavailableTitle")}</h1>
      <p>{t("unavailableBody")}</p>
      <p>
        <button type="button" onClick={reset} className="rounded-md bg-neva-600 px-3 py-1.5 font-semibold text-white hover:bg-neva-700">
          {t("tryAgain")}
        </button>
      </p>
    </section>
  );
}
