// The pseudo-locale (en-XA): every English message with accented letters and about 40% longer,
// generated from messages/en.json when it is loaded. A browser test reads pages in it: any text
// without accents did not come from the catalogue, and any layout that breaks with longer words
// shows up before a translator's does. Only on when NEVA_PSEUDO_LOCALE=1 (the browser tests' server).

export const PSEUDO_LOCALE = "en-XA";

export function pseudoLocaleEnabled(): boolean {
  return process.env.NEVA_PSEUDO_LOCALE === "1";
}

const ACCENTED: Record<string, string> = {
  a: "á", b: "ƀ", c: "ç", d: "ð", e: "é", f: "ƒ", g: "ĝ", h: "ĥ", i: "í", j: "ĵ", k: "ķ", l: "ļ", m: "ɱ",
  n: "ñ", o: "ö", p: "þ", q: "ǫ", r: "ŕ", s: "š", t: "ţ", u: "ü", v: "ṽ", w: "ŵ", x: "ẋ", y: "ý", z: "ž",
  A: "Á", B: "Ɓ", C: "Ç", D: "Ð", E: "É", F: "Ƒ", G: "Ĝ", H: "Ĥ", I: "Í", J: "Ĵ", K: "Ķ", L: "Ļ", M: "Ṁ",
  N: "Ñ", O: "Ö", P: "Þ", Q: "Ǫ", R: "Ŕ", S: "Š", T: "Ţ", U: "Û", V: "Ṽ", W: "Ŵ", X: "Ẋ", Y: "Ý", Z: "Ž",
};

/** Every character a pseudo-localised text may carry that English never does (for the tests). */
export const PSEUDO_MARKS = new Set([...Object.values(ACCENTED), "⟦", "⟧"]);

function accent(text: string): string {
  let out = "";
  for (const ch of text) out += ACCENTED[ch] ?? ch;
  return out;
}

/**
 * One ICU message, pseudo-localised: literal text accented, arguments (`{name}`, `{n, number}`),
 * plural/select keywords, `#` and rich-text tags (`<b>…</b>`) kept as they are.
 */
export function pseudoMessage(message: string): string {
  let i = 0;
  let letters = 0;
  // Reads literal text and nested sub-messages until the `}` that closes the current level.
  const text = (): string => {
    let out = "";
    while (i < message.length && message[i] !== "}") {
      const ch = message[i];
      if (ch === "{") out += argument();
      else if (ch === "'" && /['{}]/.test(message[i + 1] ?? "")) {
        // ICU quoting ("'{'" is a literal brace): copied whole, never read as an argument.
        const end = message[i + 1] === "'" ? i + 1 : message.indexOf("'", i + 1);
        const stop = end < 0 ? message.length - 1 : end;
        out += message.slice(i, stop + 1);
        i = stop + 1;
      } else if (ch === "<") {
        const end = message.indexOf(">", i);
        out += message.slice(i, end + 1);
        i = end + 1;
      } else {
        if (/\p{L}/u.test(ch)) letters++;
        out += accent(ch);
        i++;
      }
    }
    return out;
  };
  const argument = (): string => {
    const start = i;
    // `{name}` or `{n, number}`: no sub-message, copied whole.
    const close = message.indexOf("}", i);
    const header = message.slice(i + 1, close);
    const parts = header.split(",").map((p) => p.trim());
    if (parts.length < 2 || !/^(plural|select|selectordinal)$/.test(parts[1])) {
      i = close + 1;
      return message.slice(start, i);
    }
    // `{n, plural, one {…} other {…}}`: keywords kept, each sub-message pseudo-localised.
    i = message.indexOf(",", message.indexOf(",", i) + 1) + 1;
    let out = message.slice(start, i);
    while (i < message.length) {
      const ch = message[i];
      if (ch === "{") {
        i++;
        out += `{${text()}}`;
        i++;
      } else if (ch === "}") {
        i++;
        return `${out}}`;
      } else {
        out += ch;
        i++;
      }
    }
    return out;
  };
  const body = text();
  // About 40% longer, as German or Russian often are, in words of at most six characters (one
  // unbreakable run would overflow a phone's width as no real language does); the brackets show
  // where text is cut off.
  const pad = ("~".repeat(Math.ceil(letters * 0.4)).match(/~{1,6}/g) ?? []).join(" ");
  return `⟦${body}${pad ? ` ${pad}` : ""}⟧`;
}

/** A whole messages tree, pseudo-localised leaf by leaf. */
export function pseudoMessages<T>(tree: T): T {
  if (typeof tree === "string") return pseudoMessage(tree) as T;
  if (tree && typeof tree === "object") {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, pseudoMessages(value)])) as T;
  }
  return tree;
}
