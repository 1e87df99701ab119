// An independent computation of the rating model (issue 23), written from the formulas of Weng
// and Lin, "A Bayesian Approximation Method for Online Ranking" (JMLR 12, 2011), Algorithm 4
// (Plackett-Luce, ties sharing a rank), with openskill's defaults: beta 25/6, tau 25/300 added to
// each variance before the game, sigma shrink floored by kappa 1e-4. Nothing here uses openskill.
export interface R {
  mu: number;
  sigma: number;
}

const BETA = 25 / 6;
const TAU = 25 / 300;
const KAPPA = 0.0001;

/** New ratings of one game; `ranks[i]` is player i's standing (1 best, equal = tie). */
export function plackettLuce(players: readonly R[], ranks: readonly number[]): R[] {
  const n = players.length;
  const variance = players.map((p) => p.sigma * p.sigma + TAU * TAU);
  // c² = Σ (σ_i² + β²)
  const c = Math.sqrt(variance.reduce((sum, v) => sum + v + BETA * BETA, 0));
  const e = players.map((p) => Math.exp(p.mu / c));
  // C_q = Σ_{s: r(s) ≥ r(q)} e^{μ_s/c}; A_q = |{s: r(s) = r(q)}|
  const C = ranks.map((rq) => ranks.reduce((sum, rs, s) => (rs >= rq ? sum + e[s] : sum), 0));
  const A = ranks.map((rq) => ranks.filter((rs) => rs === rq).length);
  return players.map((p, i) => {
    let omega = 0;
    let delta = 0;
    for (let q = 0; q < n; q++) {
      if (ranks[q] > ranks[i]) continue;
      const share = e[i] / C[q];
      omega += ((q === i ? 1 : 0) - share) / A[q];
      delta += (share * (1 - share)) / A[q];
    }
    const gamma = Math.sqrt(variance[i]) / c;
    const mu = p.mu + (variance[i] / c) * omega;
    const sigma = Math.sqrt(variance[i] * Math.max(1 - gamma * (variance[i] / (c * c)) * delta, KAPPA));
    return { mu, sigma };
  });
}
