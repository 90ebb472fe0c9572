/** The site's routes, for the gates (lib/metadata.ts lists the same seven for the sitemap). */
export const routes = ['/', '/about', '/gallery', '/team', '/contact', '/privacy', '/terms'];
