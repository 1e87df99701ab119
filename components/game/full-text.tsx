"use client";

// A card's full ability text, one tap away: the tile shows one line, this button opens the rest
// below it (in the flow of the tile, so it covers no button). Escape or a tap elsewhere closes it;
// hovering the line shows the same text as a tooltip.
import { useCallback, useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useDismiss } from "./use-dismiss";

export function FullText({ text }: { text: string }) {
  const t = useTranslations("table");
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  useDismiss(open, useCallback(() => setOpen(false), []), box);
  return (
    <div ref={box} className="text-xs">
      <button
        type="button"
        className="rounded text-neva-700 underline underline-offset-2"
        aria-expanded={open}
        aria-controls={id}
        title={text}
        onClick={() => setOpen((was) => !was)}
        data-testid="full-text-toggle"
      >
        {open ? t("closeText") : t("fullText")}
      </button>
      <p id={id} hidden={!open} className="mt-0.5 rounded-md border border-slate-300 bg-white p-1.5 text-slate-800" data-testid="full-text">
        {text}
      </p>
    </div>
  );
}
