"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * The header's secondary links (issue 34): in line on a laptop; on a phone behind one "Menu"
 * button, so the header stays one line (it wrapped to three and took 220 of 844 px on every
 * page). The links are rendered once (by the server, as children), never twice. The menu closes
 * on Escape, on a click outside, and when the page changes.
 */
export function SiteMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const path = usePathname();
  const [shownAt, setShownAt] = useState(path);
  // Another page: the menu closes (adjusted while rendering, not in an effect).
  if (shownAt !== path) {
    setShownAt(path);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);
  return (
    <div ref={box} className="relative ml-auto sm:ml-0 sm:flex sm:items-center">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen((o) => !o)}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 sm:hidden"
        data-testid="menu-button"
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      <div
        id="site-menu"
        className={`${open ? "flex" : "hidden"} absolute right-0 top-full z-30 mt-2 w-64 flex-col items-stretch gap-1 rounded-md border border-slate-200 bg-white p-2 text-sm shadow-lg sm:static sm:mt-0 sm:flex sm:w-auto sm:flex-row sm:flex-wrap sm:items-center sm:gap-3 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none`}
        data-testid="site-menu"
      >
        {children}
      </div>
    </div>
  );
}
