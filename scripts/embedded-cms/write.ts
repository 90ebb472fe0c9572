// Changes to the embedded CMS's content made the way an editor's tools make them, through Strapi's own APIs: for
// the publish-to-live test and the build benchmark, on a copy of the sample content that has no admin account yet.

/** A file in Strapi's media library, as its upload API answers. */
export type StrapiFile = { id: number; url: string; hash: string; updatedAt: string; name: string };

/** A file for the media library: its name, bytes, MIME type and alternative text. */
type FileToUpload = { name: string; bytes: Buffer; type: string; alternativeText: string };

/** A content API entry, the usual answer. */
type Entry = { data: Record<string, unknown> & { documentId?: string } };

/**
 * One JSON request to the CMS; fails with the status and the start of the answer when it is not OK. The answer's
 * type is the caller's claim (a content API entry unless it says otherwise).
 */
export async function cmsRequest<Answer = Entry>(
  cmsUrl: string,
  pathname: string,
  { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {},
): Promise<Answer> {
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
 * Registers the CMS's first admin account as its one-time link allows (cms/src/middlewares/first-admin.js: the key its
 * server was started with, on a CMS without one) and makes a full-access API token with it. Returns the admin's
 * session token (for the admin API, as the admin panel uses it) and the API token.
 */
export async function registerWriter(
  cms: { url: string; firstAdminKey: string },
  { email, password }: { email: string; password: string },
): Promise<{ adminJwt: string; token: string }> {
  const link = await fetch(`${cms.url}/admin/first-administrator?key=${cms.firstAdminKey}`, {
    redirect: 'manual',
  });
  const cookie = link.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (link.status !== 302 || !cookie)
    throw new Error(`the first administrator's link answered ${link.status}, with no cookie`);
  const response = await fetch(`${cms.url}/admin/register-admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ firstname: 'Test', lastname: 'Editor', email, password }),
  });
  const registered = (await response.json()) as { data?: { token?: string } };
  if (!response.ok || !registered.data?.token)
    throw new Error(`POST /admin/register-admin answered ${response.status}: ${JSON.stringify(registered)}`);
  const adminJwt = registered.data.token;
  const created = await cmsRequest(cms.url, '/admin/api-tokens', {
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
export async function uploadFile(
  cmsUrl: string,
  token: string,
  { name, bytes, type, alternativeText }: FileToUpload,
  replaceId?: number,
): Promise<StrapiFile> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
  form.append('fileInfo', JSON.stringify({ name, alternativeText }));
  const answer = await cmsRequest<StrapiFile | StrapiFile[]>(
    cmsUrl,
    replaceId ? `/api/upload?id=${replaceId}` : '/api/upload',
    { method: 'POST', token, body: form },
  );
  const file = Array.isArray(answer) ? answer[0] : answer;
  if (!file) throw new Error('the upload answered with no file');
  return file;
}

/**
 * A new member of staff, `name`, with a portrait (`portrait`, a JPEG, uploaded as `fileName` with its description),
 * published through the content API with `token`: the edit the backup tests make before a backup.
 */
export async function publishMemberWithPortrait(
  cmsUrl: string,
  token: string,
  { name, portrait, fileName }: { name: string; portrait: Buffer; fileName: string },
): Promise<void> {
  const file = await uploadFile(cmsUrl, token, {
    name: fileName,
    bytes: portrait,
    type: 'image/jpeg',
    alternativeText: `A portrait of ${name}`,
  });
  await cmsRequest(cmsUrl, '/api/teams', {
    method: 'POST',
    token,
    body: {
      data: { name, role: 'Night carer', description: 'Joined this month.', order: 950, image: file.id },
    },
  });
}
