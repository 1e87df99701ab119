import { PrismaAdapter } from "@auth/prisma-adapter";
import NextAuth, { type DefaultSession } from "next-auth";
import Nodemailer from "next-auth/providers/nodemailer";
import { prisma } from "@/lib/db/client";
import { queueSignInMail } from "@/lib/mail/sign-in";

declare module "next-auth" {
  interface Session {
    user: { id: string; displayName: string | null } & DefaultSession["user"];
  }
}

const LINK_LIFETIME_SECONDS = 24 * 60 * 60;

const prismaAdapter = PrismaAdapter(prisma as unknown as Parameters<typeof PrismaAdapter>[0]);

interface SessionAndUserRow {
  session_token: string;
  user_id: string;
  expires: Date;
  id: string;
  email: string;
  email_verified: Date | null;
  name: string | null;
  image: string | null;
  display_name: string | null;
  created_at: Date;
}

/**
 * The adapter's session lookup (session row plus its user) in one statement: every signed-in
 * request runs it, and the adapter's findUnique with include costs two round trips.
 */
async function getSessionAndUser(sessionToken: string) {
  const rows = await prisma.$queryRaw<SessionAndUserRow[]>`
    SELECT s.session_token, s.user_id, s.expires,
           u.id, u.email, u.email_verified, u.name, u.image, u.display_name, u.created_at
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.session_token = ${sessionToken}`;
  const row = rows[0];
  if (!row) return null;
  return {
    session: { sessionToken: row.session_token, userId: row.user_id, expires: row.expires },
    user: {
      id: row.id,
      email: row.email,
      emailVerified: row.email_verified,
      name: row.name,
      image: row.image,
      displayName: row.display_name,
      createdAt: row.created_at,
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  adapter: { ...prismaAdapter, getSessionAndUser },
  // Database sessions: they survive restarts and can be revoked by deleting the row.
  session: { strategy: "database", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/signin", verifyRequest: "/signin/check-email", error: "/signin" },
  providers: [
    Nodemailer({
      // Auth.js insists on a server setting; mail really goes through lib/mail/transport, which
      // reads SMTP_URL itself and says clearly when it is missing.
      server: process.env.SMTP_URL || "smtp://localhost:25",
      from: process.env.MAIL_FROM || "Neva <neva@localhost>",
      maxAge: LINK_LIFETIME_SECONDS,
      async sendVerificationRequest({ identifier, url }) {
        // Through the mail outbox (emails/sign-in.tsx, lib/mail/transport), retried if SMTP is down.
        await queueSignInMail(identifier, url, LINK_LIFETIME_SECONDS / 3600);
      },
    }),
  ],
  callbacks: {
    session({ session, user }) {
      const u = user as typeof user & { displayName?: string | null };
      session.user.id = u.id;
      session.user.displayName = u.displayName ?? null;
      return session;
    },
  },
});
