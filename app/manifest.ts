// The web app manifest (issue 39): what a phone needs to install Neva on its home screen (iOS
// delivers web push only to an installed app). Served as /manifest.webmanifest, linked by Next.
import type { MetadataRoute } from "next";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Neva · Saint Petersburg",
    short_name: "Neva",
    description: "Play the board game Saint Petersburg with friends, one move at a time.",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#eef6fb",
    theme_color: "#1f5f8b",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
