import Link from "next/link";
import { serverTranslator } from "@/lib/i18n/server";
import { titled } from "@/lib/i18n/metadata";

export const generateMetadata = titled("checkEmail");

export default async function CheckEmailPage() {
  const t = await serverTranslator("signin");
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("checkTitle")}</h1>
      <p>{t("checkBody")}</p>
      <p className="text-sm text-slate-600">
        {t.rich("checkNothing", {
          link: (chunks) => (
            <Link href="/signin" className="text-neva-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </section>
  );
}
