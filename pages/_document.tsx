// The document of the landing without JavaScript (pages/landing.tsx): its language, and the body
// every page of Neva has (components/site/header.tsx).
import { Head, Html, Main, NextScript, type DocumentProps } from "next/document";
import { BODY_CLASS } from "@/components/site/header";
import { isLocale } from "@/lib/i18n/locales";

export default function NevaDocument(props: DocumentProps) {
  const locale: unknown = props.__NEXT_DATA__.props?.pageProps?.locale;
  return (
    <Html lang={isLocale(locale) ? locale : "en"}>
      <Head />
      <body className={BODY_CLASS}>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
