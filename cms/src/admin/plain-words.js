// Strapi's own words that the home's editors meet, in the home's plain British English: signing up and in, the lists
// and entries of the Content Manager, the media library's upload, and Settings' users. One spelling of e-mail; a
// photo or a file, never an "asset"; no "Strapi", "document" or "Collection Types". Keys are Strapi's (a plugin's
// own are prefixed by its name), loaded over Strapi's English (./app.jsx).

/** Signing up (the first administrator, or someone invited) and signing in. */
const SIGNING_IN = {
  'Auth.form.welcome.title': 'The website’s editor',
  'Auth.form.welcome.subtitle': 'Sign in to change the website.',
  'Auth.form.register.subtitle':
    'Your name, e-mail address and password are for signing in here, and for nothing else.',
  'Auth.form.email.label': 'E-mail address',
  'Auth.form.email.placeholder': 'e.g. name@example.com',
  'Auth.form.firstname.placeholder': 'e.g. Mary',
  'Auth.form.lastname.placeholder': 'e.g. Smith',
  'Auth.form.confirmPassword.label': 'The password again',
  'Auth.form.button.login': 'Sign in',
  'Auth.form.button.register': 'Make my account',
  'Auth.form.button.forgot-password': 'Send the e-mail',
  'Auth.form.forgot-password.email.label.success': 'E-mail sent to',
  'Auth.form.error.email.taken': 'Someone already signs in with that e-mail address.',
  'app.containers.AuthPage.ForgotPasswordSuccess.title': 'E-mail sent',
};

/** The Content Manager: its menu's fallback headings, lists, entries and what it says after each action. */
const ENTRIES = {
  'content-manager.components.LeftMenu.collection-types': 'Lists',
  'content-manager.components.LeftMenu.single-types': 'Single entries',
  'content-manager.components.LeftMenu.Search.label': 'Find a part of the website',
  'content-manager.header.name': 'The website’s content',
  'content-manager.plugin.name': 'The website’s content',
  'content-manager.HeaderLayout.button.label-add-entry': 'Add a new one',
  'content-manager.containers.edit.title.new': 'A new one',
  'content-manager.pages.ListView.header-subtitle':
    '{number, plural, =0 {None yet} one {One in all} other {# in all}}',
  'content-manager.components.empty-repeatable': 'None yet: press here to add one.',
  'content-manager.components.reset-entry': 'Empty this part',
  // Under a list of rows in an entry (the rooms of a kind, the shifts, a photo's consents).
  'content-manager.containers.EditView.add.new-entry': 'Add one more',
  // After Publish or Save with a box left empty or wrong: Strapi's spoke of "validation errors in your document".
  'content-manager.validation.error': 'Some boxes need changing first: each one says what, in red.',
  'content-manager.success.record.save': 'Saved',
  'content-manager.success.record.publish': 'Published',
  'content-manager.success.record.unpublish': 'Taken off the website',
  'content-manager.success.record.delete': 'Deleted',
  'content-manager.success.record.clone': 'Copied',
  'content-manager.success.record.discard': 'Changes undone',
  'content-manager.containers.List.draft': 'Draft',
  // Short, so that a list's status column stays in view at 1280 px.
  'content-manager.containers.List.published': 'Live',
  'content-manager.containers.List.modified': 'Live, changed since',
  'content-manager.containers.List.statusFilter.draft': 'Draft (never published)',
  'content-manager.containers.List.statusFilter.publishedModified': 'Live, changed since',
  'content-manager.containers.List.statusFilter.publishedUnmodified': 'Live, as published',
  'content-manager.actions.unpublish.dialog.option.keep-draft':
    'Take it off the website and keep the last draft',
  'content-manager.actions.unpublish.dialog.option.replace-draft':
    'Take it off the website and go back to the published words',
};

/** The media library and the upload box: photos and files, the box complete ("Drag a file here, or Choose one"). */
const UPLOADS = {
  'upload.plugin.name': 'Photos and files',
  'upload.plugin.home': 'All photos and files',
  'upload.sidebar.home': 'All photos and files',
  // The media library's own page (Strapi's new one): its title, and its "New" menu.
  'upload.sidebar.title': 'Photos and files',
  'upload.sidebar.tree.aria-label': 'Folders of photos and files',
  'upload.new': 'Add',
  'upload.import-files': 'Upload a photo or file',
  'upload.import-from-url': 'Add one from a web address',
  'upload.asset-details.location.root': 'All photos and files',
  'upload.header.actions.add-assets': 'Add photos or files',
  'upload.header.actions.upload-assets': 'Upload photos or files',
  'upload.header.actions.upload-new-asset': 'Upload a photo or file',
  'upload.header.content.assets-empty': 'No photos or files',
  'upload.header.content.assets':
    '{numberFolders, plural, one {1 folder} other {# folders}}, {numberAssets, plural, one {1 photo or file} other {# photos and files}}',
  'upload.modal.header.browse': 'Add photos or files',
  'upload.modal.header.pending-assets': 'Ready to upload',
  'upload.modal.upload-list.footer.button': 'Upload {number, plural, one {this one} other {these #}}',
  'upload.modal.upload-list.sub-header-subtitle': 'Check each one before you go on.',
  'upload.modal.upload-list.sub-header.button': 'Add more',
  // One key for two lists: the files waiting in the upload box, and the photos chosen for an entry's field, where
  // Strapi's "1 asset ready to upload" stayed after the upload was done. "Chosen" is true of both.
  'upload.list.assets.to-upload':
    '{number, plural, =0 {Nothing} one {1 photo or file} other {# photos and files}} chosen',
  'upload.assets.uploaded': '{number, plural, one {1 photo or file} other {# photos and files}} uploaded',
  'upload.list.assets.title': 'Photos and files ({count})',
  'upload.list.assets.empty': 'No photos or files yet',
  'upload.list.assets-empty.title': 'No photos or files yet',
  'upload.list.empty.title': 'No photos or files yet',
  'upload.list.empty.add-assets': 'Add photos or files',
  // The whole box is the button (Strapi draws none after its "Drag & Drop here or"): the sentence says so whole.
  'upload.input.label': 'Drag a photo or file here, or press here to choose one',
  'upload.input.button.label': 'Choose one',
  'upload.input.label-bold': 'Drag a photo or file here',
  'upload.input.label-normal': 'or',
  'upload.input.placeholder': 'Press here to add a photo or file, or drag one here',
  'upload.input.placeholder.icon': 'Drop it here',
  'upload.mediaLibraryInput.placeholder': 'Press here to add a photo or file, or drag one here',
  'upload.search.label': 'Find a photo or file',
  'upload.bulk.select.label': 'Choose them all',
  'upload.tabs.title': 'Where is it?',
  'upload.modal.selected-list.sub-header-subtitle': 'Drag them into the order you want.',
};

/** What a box says under it when what is in it cannot be saved. */
const BOXES = {
  'components.Input.error.validation.required': 'Please fill this in.',
  'components.Input.error.validation.max': 'This is too high: {max} at most.',
  'components.Input.error.validation.min': 'This is too low: {min} at least.',
  'components.Input.error.validation.maxLength': 'This is too long: {max} characters at most.',
  'components.Input.error.validation.minLength': 'This is too short: {min} characters at least.',
  'components.Input.error.validation.unique': 'Another entry has this already: please choose another.',
  'components.Input.error.validation.regex': 'This is not written as the note under the box asks.',
  'components.Input.error.validation.email': 'This is not an e-mail address.',
};

/** Settings: the people who sign in, the overview. */
const USERS = {
  'Settings.permissions.users.email': 'E-mail',
  'Settings.permissions.users.firstname': 'First name',
  'Settings.permissions.users.lastname': 'Last name',
  'Settings.permissions.users.listview.header.subtitle': 'Everyone who can sign in to change the website',
  'app.components.Users.SortPicker.sortby.email_asc': 'E-mail (A to Z)',
  'app.components.Users.SortPicker.sortby.email_desc': 'E-mail (Z to A)',
  'global.plugins.email': 'E-mail',
  'Settings.application.customization': 'The editor’s logo',
  'Media Library': 'Photos and files',
  // Settings' heading over Users and Roles, which its narrow menu cut to "ADMINISTRATION PANE".
  'Settings.permissions': 'People',
  // A person's page in Users, and the invitation's form.
  'app.components.Users.ModalCreateBody.block-title.details': 'Who they are',
  'app.components.Users.ModalCreateBody.block-title.roles': 'What they may do',
  'app.components.Users.ModalCreateBody.block-title.roles.description':
    'Staff draft; the manager also publishes. Give each person one.',
};

export const STRAPI_IN_PLAIN_WORDS = { ...SIGNING_IN, ...ENTRIES, ...BOXES, ...UPLOADS, ...USERS };
