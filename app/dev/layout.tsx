// This section's client components get the whole catalogue (components/client-words.tsx says why
// the root layout does not give it).
export { ClientWordsLayout as default } from "@/components/client-words";
