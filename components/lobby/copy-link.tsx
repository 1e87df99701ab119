"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

/**
 * A link to pass on: the address in a read-only field (select it and copy, with or without
 * JavaScript) and a button that copies it to the clipboard.
 */
export function CopyLink({ url, label, testId }: { url: string; label: string; testId: string }) {
  const t = useTranslations("waitingRoom");
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2" data-testid={testId}>
      <input
        readOnly
        value={url}
        aria-label={label}
        translate="no"
        onFocus={(e) => e.currentTarget.select()}
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 font-mono text-sm"
      />
      <button
        type="button"
        className="self-start rounded-md border border-neva-600 px-3 py-1.5 text-sm font-semibold text-neva-700 hover:bg-neva-50"
        onClick={async () => {
          await navigator.clipboard?.writeText(url).catch(() => undefined);
          setCopied(true);
        }}
      >
        {t("copy")}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {copied ? t("copied") : ""}
      </span>
    </div>
  );
}
