// Changes to the embedded CMS's content made the way an editor's tools make them, through Strapi's own APIs: for
// the publish-to-live test and the build benchmark, on a copy of the sample content that has no admin account yet.

/** One JSON request to the CMS; fails with the status and the start of the answer when it is not OK. */
export async function cmsRequest(cmsUrl, pathname, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${cmsUrl}${pathname}`, {
    method,
    headers: {
      ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${method} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * Registers the CMS's first admin account (Strapi allows it once, on a CMS without one) and makes a full-access API
 * token with it. Returns the admin's session token (for the admin API, as the admin panel uses it) and the API token.
 */
export async function registerWriter(cmsUrl, { email, password }) {
  const registered = await cmsRequest(cmsUrl, '/admin/register-admin', {
    method: 'POST',
    body: { firstname: 'Test', lastname: 'Editor', email, password },
  });
  const adminJwt = String(registered.data.token);
  const created = await cmsRequest(cmsUrl, '/admin/api-tokens', {
    method: 'POST',
    token: adminJwt,
    body: {
      name: 'Test editor',
      type: 'full-access',
      lifespan: null,
      description: 'tests and benchmarks only',
    },
  });
  return { adminJwt, token: String(created.data.accessKey) };
}

/**
 * Uploads a file to the media library, or replaces the file of upload `replaceId` (keeping its URL, as the media
 * library's Replace does). Returns Strapi's file entry.
 */
export async function uploadFile(cmsUrl, token, { name, bytes, type, alternativeText }, replaceId) {
  const form = new FormData();
  form.append('files', new Blob([bytes], { type }), name);
  form.append('fileInfo', JSON.stringify({ name, alternativeText }));
  const answer = await cmsRequest(cmsUrl, replaceId ? `/api/upload?id=${replaceId}` : '/api/upload', {
    method: 'POST',
    token,
    body: form,
  });
  return Array.isArray(answer) ? answer[0] : answer;
}
