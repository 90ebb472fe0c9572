// Invitations that arrive: when the manager invites someone (Settings, Users, "Invite new user"), the CMS e-mails
// them the link to choose their password, on its public address (PUBLIC_URL), through the e-mail it is given
// (../config/plugins.js: SMTP). Strapi makes the link but sends nothing; its password reset e-mails through the same
// settings (../config/admin.js). Without settings the CMS sends nothing: it says so where an e-mail would have gone,
// and the admin's invitation screen says to send the link by hand (./admin-panel-settings.js tells the admin).
const USER = 'admin::user';
const HOME = 'api::home.home';

/** Whether the CMS is given an e-mail server. */
const sendsEmail = () => Boolean(process.env.SMTP_HOST?.trim());

/** Escapes text for the html part of an e-mail. */
const escaped = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The home's name, as "The home" has it published, for the e-mail's words. */
async function homeName(strapi) {
  try {
    const home = strapi.contentTypes[HOME]
      ? await strapi.documents(HOME).findFirst({ status: 'published', fields: ['name'] })
      : null;
    return home?.name?.trim() || null;
  } catch {
    return null;
  }
}

/** The invitation to `user`, whose link is on the admin's public address. */
async function sendInvitation(strapi, user) {
  const link = `${strapi.config.get('admin.absoluteUrl')}/auth/register?registrationToken=${encodeURIComponent(user.registrationToken)}`;
  const home = await homeName(strapi);
  const website = home ? `the ${home} website` : 'the website';
  await strapi
    .plugin('email')
    .service('email')
    .send({
      to: user.email,
      subject: `You are invited to help keep ${website}`,
      text: [
        `Hello ${user.firstname ?? ''},`.replace(' ,', ','),
        '',
        `You have been invited to help keep ${website}. To choose your password and sign in, open this link (it`,
        'works once):',
        '',
        link,
        '',
        'If you were not expecting this, ignore this e-mail.',
      ].join('\n'),
      html: [
        `<p>Hello ${escaped(user.firstname ?? '')},</p>`,
        `<p>You have been invited to help keep ${escaped(website)}. To choose your password and sign in, open this`,
        'link (it works once):</p>',
        `<p><a href="${escaped(link)}">${escaped(link)}</a></p>`,
        '<p>If you were not expecting this, ignore this e-mail.</p>',
      ].join('\n'),
    });
}

/** On every start: the invitations sent; without an e-mail server, a provider that says why nothing was sent. */
function keepEmail(strapi) {
  if (!sendsEmail())
    strapi.plugin('email').provider = {
      async send({ to, subject }) {
        throw new Error(
          `e-mail is not set up on this CMS (SMTP_HOST): "${subject}" was not sent to ${to}. docs/hosting.md says how to set it`,
        );
      },
    };
  strapi.db.lifecycles.subscribe({
    models: [USER],
    async afterCreate({ result }) {
      // An invitation: a new user with a link to register, not yet able to sign in (the first administrator is made
      // with a password, and has none).
      if (!result?.registrationToken || result.isActive) return;
      if (!sendsEmail()) {
        strapi.log.warn(
          `cms: e-mail is not set up (SMTP_HOST): the invitation to ${result.email} was not sent; send them the link the screen shows`,
        );
        return;
      }
      // Sent without holding up the invitation: the link is on the screen, whatever the e-mail server says or however
      // long it takes to say it.
      sendInvitation(strapi, result).then(
        () => strapi.log.info(`cms: invitation e-mailed to ${result.email}`),
        (error) =>
          strapi.log.error(`cms: could not e-mail the invitation to ${result.email}: ${error.message}`),
      );
    },
  });
}

module.exports = { keepEmail, sendsEmail };
