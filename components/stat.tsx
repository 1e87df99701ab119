/**
 * One figure of a player's page (games played, rating, timeouts…): its label and its value, as a
 * term and description of the surrounding <dl>. The statistics and the rating summary share it.
 */
export function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-md border border-slate-200 bg-white p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
