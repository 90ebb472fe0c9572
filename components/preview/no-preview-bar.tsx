// What the live site's build gets in place of preview-bar.tsx (next.config.ts aliases it): nothing, so that neither
// the preview's marker, its styles nor its refreshing island reach a visitor's browser.
export function PreviewBar() {
  return null;
}
