// scripts/embedded-cms: the Strapi in cms/ as the site's scripts run it. Its life cycle (cms.ts): installed, given
// local secrets, seeded, started and stopped, or a CMS of the home's own used in its place. Beside it: the admin
// panel's build (admin-panel.ts), the site's rules bundled for the CMS (site-rules.ts), and writing to the CMS as an
// editor's tools do (write.ts). The backups (backup.ts) and the production CMS (production.ts) are commands of their
// own.
export * from './cms';
export { adminPanelIsCurrent, ensureAdminPanel } from './admin-panel';
export { writeSiteRules } from './site-rules';
export { cmsRequest, publishMemberWithPortrait, registerWriter, uploadFile, type StrapiFile } from './write';
