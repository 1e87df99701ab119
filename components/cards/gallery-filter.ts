// Which cards /cards shows, from its query. The query is anyone's input: a value we do not know
// shows every card rather than an error page.
import { z } from "zod";
import { CARD_SETS, catalogueCards, editionOfSet, type CardDef, type CardSet, type Edition } from "@/lib/engine/catalogue";

export interface GalleryFilter {
  edition?: Edition;
  set?: CardSet;
}

const filterSchema = z.object({
  edition: z.enum(["first", "second"]).optional().catch(undefined),
  set: z.enum(CARD_SETS as [CardSet, ...CardSet[]]).optional().catch(undefined),
});

export function parseGalleryFilter(params: Record<string, string | string[] | undefined>): GalleryFilter {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const parsed = filterSchema.safeParse({ edition: one(params.edition), set: one(params.set) });
  return parsed.success ? parsed.data : {};
}

/** The sets shown, each with its cards in catalogue order. */
export function gallerySets(filter: GalleryFilter): { set: CardSet; edition: Edition; cards: CardDef[] }[] {
  const all = catalogueCards();
  return CARD_SETS.filter((set) => (!filter.set || set === filter.set) && (!filter.edition || editionOfSet(set) === filter.edition)).map((set) => ({
    set,
    edition: editionOfSet(set),
    cards: all.filter((card) => card.set === set),
  }));
}
