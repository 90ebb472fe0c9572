// Creates cms/.env with fresh random secrets on first run, so a clone works with no set-up and no secret is ever
// committed. Variables already set in the environment win over the file (Strapi reads both).
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const envFile = path.resolve(__dirname, '..', '.env');
const secret = () => crypto.randomBytes(24).toString('base64');

const wanted = {
  APP_KEYS: () => [secret(), secret(), secret(), secret()].join(','),
  API_TOKEN_SALT: secret,
  ADMIN_JWT_SECRET: secret,
  TRANSFER_TOKEN_SALT: secret,
  JWT_SECRET: secret,
  ENCRYPTION_KEY: secret,
  // The secret in each preview URL (cms/config/admin.js), which the site's preview server checks.
  PREVIEW_SECRET: () => crypto.randomBytes(32).toString('hex'),
};

function ensureEnv() {
  const existing = fs.existsSync(envFile) ? fs.readFileSync(envFile, 'utf8') : '';
  const present = new Set(
    existing
      .split('\n')
      .map((line) => line.split('=')[0].trim())
      .filter(Boolean),
  );
  const missing = Object.keys(wanted).filter((key) => !present.has(key) && !process.env[key]);
  if (missing.length === 0) return false;
  const lines = missing.map((key) => `${key}=${wanted[key]()}`);
  const header = existing
    ? ''
    : '# Local secrets for the embedded CMS, generated on first run. Never commit this file.\n';
  fs.writeFileSync(
    envFile,
    `${existing}${existing && !existing.endsWith('\n') ? '\n' : ''}${header}${lines.join('\n')}\n`,
    {
      mode: 0o600,
    },
  );
  return true;
}

module.exports = { ensureEnv };

if (require.main === module) {
  if (ensureEnv()) console.log('cms: generated local secrets in cms/.env');
}
