// The one way the worker calls a URL a player gave us (push endpoints, webhooks; issue 39), with
// the guard against server-side request forgery: the URL passes lib/push/address's first check,
// and every address its host resolves to is checked again in the socket's own lookup, so the
// address connected to is the address checked (a name that resolves to a public address for the
// check and to 127.0.0.1 for the call cannot slip through). No redirects are followed, the whole
// call has 5 seconds, and at most 4 KB of the answer is read.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { checkTargetUrl, classifyAddress } from "@/lib/push/address";
import { testEndpointsAllowed } from "@/lib/push/config";

export const CALL_TIMEOUT_MS = 5_000;
export const MOST_ANSWER_BYTES = 4 * 1024;

export class RefusedTarget extends Error {}

export interface CallAnswer {
  status: number;
  body: string;
}

/** A lookup that hands the socket only addresses we may call (loopback too, for test localhost). */
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, found) => {
      if (error) return callback(error, "", 0);
      const addresses = found as LookupAddress[];
      const bad = addresses.find((a) => {
        const verdict = classifyAddress(a.address);
        return !(verdict === "public" || (allowLoopback && verdict === "loopback"));
      });
      if (bad || addresses.length === 0) {
        return callback(new RefusedTarget(`${hostname} resolves to ${bad?.address ?? "nothing"}, not a public address`), "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** POSTs `body` to `raw` under the guard; throws RefusedTarget for a URL we may not call. */
export function guardedPost(raw: string, headers: Record<string, string>, body: Buffer | string): Promise<CallAnswer> {
  const target = checkTargetUrl(raw, testEndpointsAllowed());
  if (!target.ok) return Promise.reject(new RefusedTarget(`refused ${raw}: ${target.why}`));
  const { url, testLocal } = target;
  const client = url.protocol === "https:" ? https : http;
  const payload = typeof body === "string" ? Buffer.from(body) : body;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(payload.length) },
        lookup: guardedLookup(testLocal),
        timeout: CALL_TIMEOUT_MS,
        // A fresh socket per call: a kept-alive one could have been checked for another name.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          if (size >= MOST_ANSWER_BYTES) return;
          chunks.push(chunk.subarray(0, MOST_ANSWER_BYTES - size));
          size += chunk.length;
          if (size >= MOST_ANSWER_BYTES) response.destroy();
        });
        const done = () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    const timer = setTimeout(() => request.destroy(new Error(`no answer from ${url.host} within ${CALL_TIMEOUT_MS} ms`)), CALL_TIMEOUT_MS);
    request.on("timeout", () => request.destroy(new Error(`no answer from ${url.host} within ${CALL_TIMEOUT_MS} ms`)));
    request.on("error", reject);
    request.on("close", () => clearTimeout(timer));
    request.end(payload);
  });
}
