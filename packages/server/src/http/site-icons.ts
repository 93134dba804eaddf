import type { FastifyInstance } from 'fastify';

/** A tankard on a dark tile: Tavern's icon, as SVG (every current browser takes SVG icons). */
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="12" fill="#2b1d14"/>
<path d="M16 18h26v30a4 4 0 0 1-4 4H20a4 4 0 0 1-4-4z" fill="#d9a441"/>
<path d="M42 24h5a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5h-5v-5h4v-8h-4z" fill="#d9a441"/>
<path d="M14 14c2-4 8-5 11-2 3-3 9-3 12 0 3-1 6 1 6 4H14z" fill="#f4efe6"/>
</svg>
`;

/** The web app manifest, so the client can be installed and shows its name and icon. */
const MANIFEST = {
  name: 'Tavern',
  short_name: 'Tavern',
  description: "Regicide, Saboteur, Sanguosha and Gods' Gambit with friends or bots.",
  start_url: '/',
  display: 'standalone',
  background_color: '#1a120c',
  theme_color: '#2b1d14',
  icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
};

/** One day: the icon and manifest change rarely but are not content-hashed. */
const DAY_CACHE = 'public, max-age=86400';

/** Serves `/favicon.svg`, `/favicon.ico` (the same picture) and `/manifest.webmanifest`. */
export function registerSiteIcons(app: FastifyInstance): void {
  for (const path of ['/favicon.svg', '/favicon.ico']) {
    app.get(path, (_request, reply) =>
      reply.type('image/svg+xml').header('cache-control', DAY_CACHE).send(ICON_SVG),
    );
  }
  app.get('/manifest.webmanifest', (_request, reply) =>
    reply.type('application/manifest+json').header('cache-control', DAY_CACHE).send(MANIFEST),
  );
}
