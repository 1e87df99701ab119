// The frame every Neva mail shares: heading, body, a button, and the preferences/unsubscribe
// footer (every mail has one, signed so it works without signing in). In the recipient's
// language (`locale`, from users.locale at send time), `<html lang>` saying which.
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import type { ReactElement, ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { mailWords } from "@/lib/words/mail";

export const colors = { ink: "#0d2a3f", muted: "#4b5563", accent: "#1f5f8b", page: "#eef6fb" };
export const textStyle = { color: colors.ink, fontSize: 16, lineHeight: "24px" } as const;
export const smallStyle = { color: colors.muted, fontSize: 14, lineHeight: "20px" } as const;
/**
 * A raw address printed in a mail breaks anywhere: a sign-in link is one 200-character word, and
 * unbroken it makes the mail wider than a phone's screen (issue 27).
 */
export const wrapStyle = { overflowWrap: "anywhere", wordBreak: "break-word" } as const;

/** Japanese first finds a font with its glyphs; the others fall through to the system's. */
const FONTS = "system-ui, -apple-system, Segoe UI, Roboto, 'Hiragino Sans', 'Noto Sans JP', 'Yu Gothic', sans-serif";

export function EmailFrame(props: { locale?: Locale; preview: string; heading: string; preferencesUrl?: string; children: ReactNode }) {
  const W = mailWords(props.locale);
  return (
    <Html lang={props.locale ?? "en"}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: FONTS }}>
        <Container style={{ backgroundColor: "#ffffff", borderRadius: 8, margin: "24px auto", maxWidth: 560, width: "100%", padding: 24, boxSizing: "border-box" }}>
          <Heading as="h1" style={{ color: colors.ink, fontSize: 22 }}>
            {props.heading}
          </Heading>
          {props.children}
          {props.preferencesUrl ? (
            <>
              <Hr style={{ borderColor: "#d1dde6", margin: "24px 0 12px" }} />
              <Text style={{ ...smallStyle, fontSize: 12 }}>
                {W("footer")} <Link href={props.preferencesUrl}>{W("footerLink")}</Link>
              </Text>
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "24px 0", textAlign: "center" }}>
      <Button href={href} style={{ backgroundColor: colors.accent, borderRadius: 6, color: "#ffffff", fontWeight: 600, padding: "12px 20px" }}>
        {children}
      </Button>
    </Section>
  );
}

/**
 * The button's address written out, for mail clients that show no button. HTML only: the text
 * part already prints the button with its address ("Open the game http://…"), and a second
 * "Link to the game: …" there was the same link twice (issue 18).
 */
export function LinkFallback({ label, url }: { label: string; url: string }) {
  return (
    <Text style={{ ...smallStyle, ...wrapStyle }} data-skip-in-text="true">
      {label} {url}
    </Text>
  );
}

export function Lines({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      {lines.map((line, i) => (
        <Text key={i} style={{ ...textStyle, margin: "2px 0" }}>
          • {line}
        </Text>
      ))}
    </Section>
  );
}

export type RenderedEmail = { subject: string; html: string; text: string };

export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
