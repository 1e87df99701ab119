"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { cancelGameAction, joinGameAction, type GameActionState } from "./actions";

const ACTIONS = { join: joinGameAction, cancel: cancelGameAction };

/** A one-button form (join a seat, cancel the game) that shows the server's reason when refused. */
export function GameActionButton({
  gameId,
  kind,
  label,
  subject,
  variant = "primary",
}: {
  gameId: string;
  kind: keyof typeof ACTIONS;
  label: string;
  /** Completes the button's name for screen readers when a page lists several games. */
  subject?: string;
  variant?: "primary" | "danger";
}) {
  const t = useTranslations("lobby");
  const [state, action, pending] = useActionState<GameActionState, FormData>(ACTIONS[kind], {});
  const style =
    variant === "danger"
      ? "border border-red-700 text-red-800 hover:bg-red-50"
      : "bg-neva-600 text-white hover:bg-neva-700";
  return (
    <form action={action} className="flex flex-col gap-1">
      <input type="hidden" name="gameId" value={gameId} />
      <button type="submit" disabled={pending} className={`self-start rounded-md px-4 py-2 font-semibold disabled:opacity-60 ${style}`}>
        {pending ? t("oneMoment") : label}
        {subject && <span className="sr-only"> ({subject})</span>}
      </button>
      {state.error && (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      )}
    </form>
  );
}
