import { VARIANT_INFO, type VariantName, type Variants } from "@/lib/engine/options";

/** The variants a table plays with, in words. */
export function VariantList({ variants }: { variants: Variants }) {
  const on = (Object.keys(VARIANT_INFO) as VariantName[]).filter((name) => variants[name]);
  if (on.length === 0) return <p className="text-sm text-slate-700">Variants: none (standard rules).</p>;
  return (
    <div className="text-sm text-slate-700">
      <p>Variants:</p>
      <ul className="list-inside list-disc">
        {on.map((name) => (
          <li key={name}>
            <span className="font-medium">{VARIANT_INFO[name].label}</span>: {VARIANT_INFO[name].explanation}
          </li>
        ))}
      </ul>
    </div>
  );
}
