// The frame every Neva mail shares: heading, body, a button, and the preferences/unsubscribe
// footer (every mail has one, signed so it works without signing in).
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import type { ReactElement, ReactNode } from "react";

export const colors = { ink: "#0d2a3f", muted: "#4b5563", accent: "#1f5f8b", page: "#eef6fb" };
export const textStyle = { color: colors.ink, fontSize: 16, lineHeight: "24px" } as const;
export const smallStyle = { color: colors.muted, fontSize: 14, lineHeight: "20px" } as const;

export function EmailFrame(props: { preview: string; heading: string; preferencesUrl?: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: "system-ui, -apple-system, Segoe UI, Roboto, sans-serif" }}>
        <Container style={{ backgroundColor: "#ffffff", borderRadius: 8, margin: "24px auto", maxWidth: 560, padding: 24 }}>
          <Heading as="h1" style={{ color: colors.ink, fontSize: 22 }}>
            {props.heading}
          </Heading>
          {props.children}
          {props.preferencesUrl ? (
            <>
              <Hr style={{ borderColor: "#d1dde6", margin: "24px 0 12px" }} />
              <Text style={{ ...smallStyle, fontSize: 12 }}>
                You get this mail because you play Saint Petersburg on Neva. To unsubscribe or change which mails you
                get: <Link href={props.preferencesUrl}>mail preferences</Link>
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
export function LinkFallback({ children }: { children: ReactNode }) {
  return (
    <Text style={smallStyle} data-skip-in-text="true">
      {children}
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
