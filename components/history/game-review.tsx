// The result page's game review (issue 36): for each review the reader may read (their own first),
// the three costliest moments, each linked to the replay's step where the decision was taken.
import Link from "next/link";

export interface ReviewSection {
  seat: number;
  heading: string;
  moments: { text: string; href: string }[];
}

export function GameReview({ title, intro, empty, pending, step, sections }: { title: string; intro: string; empty: string; pending: string | null; step: string; sections: ReviewSection[] }) {
  return (
    <section aria-labelledby="review-title" className="flex flex-col gap-2" data-testid="game-review">
      <h2 id="review-title" className="text-lg font-semibold">
        {title}
      </h2>
      {pending ? (
        <p className="text-sm text-slate-700">{pending}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{intro}</p>
          {sections.map((section) => (
            <div key={section.seat} className="flex flex-col gap-1" data-testid={`review-seat-${section.seat}`}>
              <h3 className="font-semibold">{section.heading}</h3>
              {section.moments.length === 0 ? (
                <p className="text-sm text-slate-700">{empty}</p>
              ) : (
                <ol className="flex list-decimal flex-col gap-1 pl-5">
                  {section.moments.map((m) => (
                    <li key={m.href}>
                      {m.text}{" "}
                      <Link href={m.href} className="text-neva-700 underline underline-offset-4">
                        {step}
                      </Link>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          ))}
        </>
      )}
    </section>
  );
}
