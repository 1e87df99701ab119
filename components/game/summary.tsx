"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { GameView } from "@/lib/engine/view";
import { tableSummary } from "@/lib/words/access";
import { useTableWords } from "./use-words";

/**
 * The whole table in sentences, on demand (issue 37): the button, or S anywhere on the table. It
 * opens in the flow under the status and takes the focus, so a screen reader reads it at once;
 * Escape or the button closes it and gives the focus back to the button. Built from the viewer's
 * own view, as everything on the table.
 */
export function TableSummary({ view, seat, open, setOpen }: { view: GameView; seat: number | null; open: boolean; setOpen: (open: boolean) => void }) {
  const t = useTranslations("access");
  const summaryT = useTranslations("access.summary");
  const words = useTableWords();
  const box = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) box.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls="table-summary"
          onClick={() => (open ? close() : setOpen(true))}
          className="rounded-md border border-slate-400 bg-white px-2 py-0.5 font-medium hover:bg-slate-50"
          data-testid="summary-button"
        >
          {t("summary.button")} <span aria-hidden="true" className="text-slate-600">(S)</span>
        </button>
        {/* A link standing alone as a control: a finger's target on a touch screen (app/globals.css, data-tap). */}
        <Link href="/help/keyboard" className="underline underline-offset-4" data-tap>
          {t("keys.link")}
        </Link>
      </div>
      {open && (
        <section
          ref={box}
          id="table-summary"
          tabIndex={-1}
          aria-labelledby="table-summary-title"
          onKeyDown={(event) => {
            if (event.key === "Escape") close();
          }}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          data-testid="table-summary"
        >
          <h2 id="table-summary-title" className="font-semibold">
            {t("summary.title")}
          </h2>
          {tableSummary(summaryT, words, view, seat).map((line, i) => (
            <p key={i}>{line}</p>
          ))}
          <button type="button" onClick={close} className="mt-1 text-sm underline underline-offset-4">
            {t("summary.close")}
          </button>
        </section>
      )}
    </div>
  );
}
