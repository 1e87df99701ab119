import { useTranslations } from "next-intl";
import { VARIANT_NAMES, type Variants } from "@/lib/engine/options";

/** The variants a table plays with, in words (messages' `variants`: `<name>` and `<name>Help`). */
export function VariantList({ variants }: { variants: Variants }) {
  const t = useTranslations("variants");
  const on = VARIANT_NAMES.filter((name) => variants[name]);
  if (on.length === 0) return <p className="text-sm text-slate-700">{t("none")}</p>;
  return (
    <div className="text-sm text-slate-700">
      <p>{t("heading")}</p>
      <ul className="list-inside list-disc">
        {on.map((name) => (
          <li key={name}>
            <span className="font-medium">{t(name)}</span>: {t(`${name}Help`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
