import { createServer, type Server } from "node:net";

/**
 * Takes a dead PostgreSQL's port on both loopback addresses, so every restart attempt fails to
 * listen (the outage lasts as long as a test needs) and every connection fails at once, as it
 * would against a dead server. The returned function gives the port back.
 */
export async function holdPort(port: number): Promise<() => Promise<void>> {
  const servers: Server[] = [];
  for (const host of ["127.0.0.1", "::1"]) {
    for (let attempt = 0; ; attempt++) {
      const server = createServer((socket) => socket.destroy());
      const outcome = await new Promise<string>((resolve) => {
        server.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
        server.listen(port, host, () => resolve("bound"));
      });
      if (outcome === "bound") servers.push(server);
      if (outcome === "bound" || outcome === "EADDRNOTAVAIL") break; // no IPv6 here: nothing to hold
      // The dying postmaster may hold the port for a moment longer.
      if (attempt > 1000) throw new Error(`could not take port ${port} on ${host}: ${outcome}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  return async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  };
}
