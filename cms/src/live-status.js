// What `npm start` last recorded of the live site (scripts/server/live-status.ts, in SITE_LIVE_STATUS_FILE): read by
// the admin's home page, to say whether the last publish is live, and by an entry's versions, to say "Live now" only
// of one the live site shows.
const { readFile } = require('node:fs/promises');

/**
 * The record as written; undefined while nothing is recorded yet (no build has ended since the site started); null
 * where nothing records it (a CMS whose site its host builds).
 */
async function readLiveStatus() {
  const file = process.env.SITE_LIVE_STATUS_FILE;
  if (!file) return null;
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

module.exports = { readLiveStatus };
