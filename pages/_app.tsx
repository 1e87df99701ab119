// The Pages Router serves one page, the landing without JavaScript (pages/landing.tsx); everything
// else is the App Router's (app/). The same stylesheet as every other page.
import type { AppProps } from "next/app";
import "@/app/globals.css";

export default function NevaPages({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}
