import Link from "next/link";
import { serverTranslator } from "@/lib/i18n/server";

export default async function NotFound() {
  const t = await serverTranslator("errorsPage");
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">{t("notFoundTitle")}</h1>
      <p>
        {t("nothingHere")}{" "}
        <Link href="/" className="text-neva-700 underline">
          {t("backToNeva")}
        </Link>
      </p>
    </section>
  );
}
