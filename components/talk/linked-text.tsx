// A message as plain text, with http(s) addresses made links. Only text nodes and <a> elements
// are built (React escapes the text), so markup in a message shows as the characters it is.
const ADDRESS = /(https?:\/\/[^\s<>"']+)/g;
// Punctuation that ends a sentence rather than the address ("see https://x.org.").
const TRAILING = /[.,;:!?)\]]+$/;

export function LinkedText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const href = match[0].replace(TRAILING, "");
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={href} rel="nofollow noopener ugc" target="_blank" className="break-all text-neva-700 underline">
        {href}
      </a>,
    );
    last = start + href.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
