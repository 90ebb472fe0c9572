// Creates cms/.env with fresh random secrets on first run, so a clone works with no set-up and no secret is ever
// committed. Variables already set in the environment win over the file (Strapi reads both).
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { parseEnv } = require('util');

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

/**
 * The variables of a .env file, read as Strapi's dotenv reads it (Node's own reader: quotes, `export`, comments);
 * none when there is no file. The site's scripts read cms/.env through this too.
 */
function readEnvFile(file = envFile) {
  return fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {};
}

function ensureEnv() {
  const existing = fs.existsSync(envFile) ? fs.readFileSync(envFile, 'utf8') : '';
  const present = readEnvFile();
  const missing = Object.keys(wanted).filter((key) => !present[key] && !process.env[key]);
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

module.exports = { ensureEnv, readEnvFile };

if (require.main === module) {
  if (ensureEnv()) console.log('cms: generated local secrets in cms/.env');
}
