"use client";

// The edition of the table on view: the second edition prints some names and prices differently
// ("Czar & Carpenter", the Observatory for 7), so every name or price a player reads comes
// through `useEdition` and the edition-aware words of ./words.
import { createContext, useContext, type ReactNode } from "react";
import type { Edition } from "@/lib/engine/catalogue";

const EditionContext = createContext<Edition>("first");

export function EditionProvider({
  edition,
  children,
}: {
  edition: Edition;
  children: ReactNode;
}) {
  return (
    <EditionContext.Provider value={edition}>
      {children}
    </EditionContext.Provider>
  );
}

export function useEdition(): Edition {
  return useContext(EditionContext);
}
