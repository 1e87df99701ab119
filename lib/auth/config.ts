import { PrismaAdapter } from "@auth/prisma-adapter";
import NextAuth, { type DefaultSession } from "next-auth";
import { cookies } from "next/headers";
import Nodemailer from "next-auth/providers/nodemailer";
import { prisma } from "@/lib/db/client";
import { queueSignInMail } from "@/lib/mail/sign-in";
import { signalSessionsEnded } from "@/lib/account/sessions";
import { adoptGuest } from "@/lib/guests/adopt";
import { safeRedirectUrl } from "./safe-path";
import { sessionCookieToken } from "./cookies";

declare module "next-auth" {
  interface Session {
    user: { id: string; displayName: string | null; locale: string | null; guest: boolean } & DefaultSession["user"];
  }
}

const LINK_LIFETIME_SECONDS = 24 * 60 * 60;

export const { handlers, auth, signIn, signOut } = NextAuth({
  adapter: PrismaAdapter(prisma as unknown as Parameters<typeof PrismaAdapter>[0]),
  // Database sessions: they survive restarts and can be revoked by deleting the row.
  session: { strategy: "database", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/signin", verifyRequest: "/signin/check-email", error: "/signin" },
  providers: [
    Nodemailer({
      // Auth.js insists on a server setting; mail really goes through lib/mailer/transport, which
      // reads SMTP_URL itself and says clearly when it is missing.
      server: process.env.SMTP_URL || "smtp://localhost:25",
      from: process.env.MAIL_FROM || "Neva <neva@localhost>",
      maxAge: LINK_LIFETIME_SECONDS,
      async sendVerificationRequest({ identifier, url, request }) {
        // Through the mail outbox (emails/sign-in-link.tsx, lib/mailer/transport), retried if SMTP is
        // down, and rate-limited per address and per client (the request's headers).
        // The request's own language (its cookie, else Accept-Language) for a link asked for
        // outside Neva's form, whose page language rides in the link (issue 33).
        await queueSignInMail(identifier, url, LINK_LIFETIME_SECONDS / 3600, request.headers);
      },
    }),
  ],
  events: {
    // Issue 38, "keep it when signing up": the browser that follows the mail link may hold a
    // guest's session cookie (still in this request: Auth.js sets the new one on the answer). The
    // guest's games move to the account, new or existing, and the guest ends (lib/guests/adopt.ts).
    async signIn({ user }) {
      if (!user.id) return;
      const token = sessionCookieToken((await cookies()).getAll());
      await adoptGuest(token, user.id).catch((error: Error) => console.error(`[auth] keeping a guest's games failed: ${error.message}`));
    },
    // Signing out deletes the session row (database sessions); the pages it opened stop their
    // live streams at once, in every app process (lib/account/sessions.ts, lib/live/stream.ts).
    async signOut(message) {
      const userId = "session" in message ? message.session?.userId : undefined;
      if (userId) await signalSessionsEnded(userId).catch((error: Error) => console.error(`[auth] sign-out signal failed: ${error.message}`));
    },
  },
  callbacks: {
    // callbackUrl (query or cookie) is attacker-controlled: only paths on our own site, and
    // junk such as `None` goes home instead of crashing Auth.js's default `new URL(url)`.
    redirect: safeRedirectUrl,
    // What `auth()` and GET /api/auth/session return. Auth.js would hand out the session row
    // (its sessionToken included, readable by any script on our origin despite the HttpOnly
    // cookie) and the whole user row; the app needs only who is signed in and until when.
    session({ session, user }) {
      const u = user as typeof user & { displayName?: string | null; locale?: string | null; guestUntil?: Date | null };
      return {
        user: { id: u.id, email: u.email, displayName: u.displayName ?? null, locale: u.locale ?? null, guest: !!u.guestUntil },
        expires: new Date(session.expires).toISOString(),
      };
    },
  },
});
