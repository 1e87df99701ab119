"use client";
// Settings, issue 36: let the other players of a game read one's game review (off by default).
// PUT /api/me/review-sharing.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { callJson } from "@/components/push/api";

export function ReviewSharing({ initial }: { initial: boolean }) {
  const t = useTranslations("review");
  const [share, setShare] = useState(initial);
  const [said, setSaid] = useState<string | null>(null);

  async function change(next: boolean) {
    setShare(next);
    try {
      await callJson("/api/me/review-sharing", "PUT", { share: next });
      setSaid(t("saved"));
    } catch (e) {
      setShare(!next);
      setSaid(e instanceof Error && e.message ? e.message : t("failed"));
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={share} onChange={(e) => void change(e.target.checked)} />
        {t("shareLabel")}
      </label>
      <p role="status" className="text-sm">
        {said}
      </p>
    </div>
  );
}
