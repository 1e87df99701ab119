// Reading a JSON request body at the boundary: size, nesting depth, syntax, control characters,
// in that order, each refused with a 4xx and a sentence. The depth is checked on the raw text
// before JSON.parse runs, so a hostile body of thousands of `[` never becomes a deep structure
// that a parser, a walk or zod would have to descend (it used to overflow the stack: a 500).
// Hand-written: no kept library bounds depth before parsing (secure-json-parse and friends
// parse first), and the scan is a dozen lines.
import { DomainError } from "@/lib/errors";
import { controlCharacterPath, hasControlCharacter } from "@/lib/input";
import { notJson } from "./request-guard";

/** Move and lobby bodies are a few hundred bytes; anything near this is not a real request. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Our deepest body (a move with its choices) nests 4 levels; 32 leaves room and bounds the work. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether `text` nests `[`/`{` deeper than `max` outside strings: one linear pass, constant
 * memory. Brackets inside strings (with their escapes) do not count; the text need not be valid
 * JSON (the parser judges that afterwards, on a text now known to be shallow).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++; // the escaped character, whatever it is, is not the closing quote
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if ((c === 0x5d /* ] */ || c === 0x7d) /* } */ && depth > 0) depth--;
  }
  return false;
}

/** Parses a request body's text; 400 with a sentence when too deep, not JSON, or holding control characters. */
export function parseJsonText(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (nestsDeeperThan(text, maxDepth)) throw new DomainError("too_deep", "bodyTooDeep", { max: maxDepth }, { field: "body" });
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new DomainError("invalid_json", "bodyNotJson");
  }
  const field = controlCharacterPath(body);
  if (field !== null) throw new DomainError("invalid_request", "controlCharacters", { field }, { field });
  return body;
}

/**
 * The JSON body, read up to `limit` bytes: 415 unless sent as application/json (a cross-site
 * form posts text/plain), 413 beyond the limit, 400 when it nests too deeply, is not JSON, or a
 * string in it holds a control character (PostgreSQL refuses NUL in text).
 */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const refused = notJson(request);
  if (refused) throw refused;
  return parseJsonText(await readBodyText(request, limit));
}

/**
 * A browser form's fields (application/x-www-form-urlencoded, checked by the caller: isFormPost),
 * read up to `limit` bytes: 413 beyond it, 400 naming a field that holds a control character.
 */
export async function readFormBody(request: Request, limit = MAX_BODY_BYTES): Promise<Record<string, string>> {
  const fields = Object.fromEntries(new URLSearchParams(await readBodyText(request, limit)));
  const field = Object.entries(fields).find(([name, value]) => hasControlCharacter(name) || hasControlCharacter(value))?.[0];
  if (field !== undefined) {
    // A field's name is hostile too: never echoed with its control characters or at length.
    const named = field.replace(/[\u0000-\u001f\u007f-\u009f]/g, "?").slice(0, 40);
    throw new DomainError("invalid_request", "controlCharacters", { field: named }, { field: named });
  }
  return fields;
}

/** The body as text, up to `limit` bytes (413 beyond, from Content-Length or as it streams). */
async function readBodyText(request: Request, limit: number): Promise<string> {
  const tooLarge = () => new DomainError("too_large", "bodyTooLarge", { limit });
  if (Number(request.headers.get("content-length")) > limit) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
