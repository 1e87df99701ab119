// The worker's poll loop (lib/worker/runner.ts): jobs on their own cadence side by side, a job
// never overlapping itself, one job's failure never stopping the others, an outage logged once.
import { describe, expect, it } from "vitest";
import { startJobs, type Job } from "@/lib/worker/runner";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job that counts its runs (`run` is told which one it is). */
function counting(name: string, everyMs: number, run: (n: number) => Promise<string | void> = async () => {}): Job & { runs: number } {
  const job: Job & { runs: number } = { name, everyMs, runs: 0, run: () => run(++job.runs) };
  return job;
}

describe("the worker's job runner", () => {
  it("runs every job at once, then each on its own cadence; a slow job never holds up a fast one", async () => {
    let inFlight = 0;
    let overlapped = false;
    const slow = counting("slow", 10, async () => {
      if (++inFlight > 1) overlapped = true;
      await sleep(800);
      inFlight--;
    });
    const fast = counting("fast", 20);
    const runner = startJobs([slow, fast]);
    await sleep(250);
    expect(slow.runs).toBe(1); // still in its first run: never started twice at once
    expect(fast.runs).toBeGreaterThanOrEqual(5);
    await runner.stop();
    expect(overlapped).toBe(false);
    expect(inFlight).toBe(0); // stop() waited for the run under way
    const after = fast.runs;
    await sleep(60);
    expect(fast.runs).toBe(after);
  });

  it("keeps the other jobs running while one fails, logs the failure once per streak and its end", async () => {
    const lines: string[] = [];
    const flaky = counting("flaky", 5, async (n) => {
      if (n <= 3) throw new Error("smtp down");
      return "sent 1";
    });
    const steady = counting("steady", 5);
    const runner = startJobs([flaky, steady], { log: (line) => lines.push(line) });
    // Backoff after failures: 5, 10, 20 ms before the fourth run.
    await sleep(300);
    await runner.stop();
    expect(steady.runs).toBeGreaterThan(10);
    expect(flaky.runs).toBeGreaterThan(3);
    expect(lines.filter((l) => l.includes("smtp down"))).toEqual(["flaky failed: smtp down"]);
    expect(lines).toContain("flaky: working again after 3 failed runs");
    expect(lines).toContain("flaky: sent 1");
  });

  it("logs a database outage once, whichever jobs hit it, and once more when it answers again", async () => {
    const lines: string[] = [];
    let down = true;
    const outage = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const probe = async () => {
      if (down) throw outage;
    };
    const jobs = [counting("mail", 5, probe), counting("bots", 5, probe), counting("clocks", 5, probe)];
    const runner = startJobs(jobs, { log: (line) => lines.push(line), isOutage: (error) => error === outage });
    await sleep(100);
    expect(lines).toEqual(["database unavailable (mail: connect ECONNREFUSED); retrying"]);
    down = false;
    // The backoff is capped at 5 s; these jobs retry within 5 · 2^4 ms of the outage's end.
    const until = Date.now() + 3000;
    while (!lines.some((l) => l.startsWith("database reachable again")) && Date.now() < until) await sleep(10);
    await runner.stop();
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^database reachable again after \d+ s$/);
    for (const job of jobs) expect(job.runs).toBeGreaterThan(1);
  });
});
