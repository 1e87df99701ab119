import { Body, Button, Container, Head, Heading, Html, Link, Preview, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";

export type SignInEmailProps = { url: string; host: string; expiresInHours: number; preferencesUrl?: string };

export function SignInEmail({ url, host, expiresInHours, preferencesUrl }: SignInEmailProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>Your sign-in link for Neva</Preview>
      <Body style={{ backgroundColor: "#eef6fb", fontFamily: "system-ui, -apple-system, Segoe UI, Roboto, sans-serif" }}>
        <Container style={{ backgroundColor: "#ffffff", borderRadius: 8, margin: "24px auto", maxWidth: 480, padding: 24 }}>
          <Heading as="h1" style={{ color: "#0d2a3f", fontSize: 22 }}>
            Sign in to Neva
          </Heading>
          <Text style={{ color: "#0d2a3f", fontSize: 16 }}>
            Someone (hopefully you) asked to sign in to Neva at {host} with this address. Press the button to
            continue; the link works once and expires in {expiresInHours} hours.
          </Text>
          <Section style={{ margin: "24px 0", textAlign: "center" }}>
            <Button
              href={url}
              style={{ backgroundColor: "#1f5f8b", borderRadius: 6, color: "#ffffff", fontWeight: 600, padding: "12px 20px" }}
            >
              Sign in
            </Button>
          </Section>
          <Text style={{ color: "#4b5563", fontSize: 14 }}>
            If the button does not work, open this link: <Link href={url}>{url}</Link>
          </Text>
          <Text style={{ color: "#4b5563", fontSize: 14 }}>If you did not ask for this, ignore this mail.</Text>
          {preferencesUrl ? (
            <Text style={{ color: "#4b5563", fontSize: 12 }}>
              Unsubscribe from game mails or change them: <Link href={preferencesUrl}>mail preferences</Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

export async function renderSignInEmail(props: SignInEmailProps): Promise<{ html: string; text: string }> {
  const element = <SignInEmail {...props} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

export default SignInEmail;
