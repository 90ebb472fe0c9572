export type StrapiFile = { id: number; url: string; hash: string; updatedAt: string };

/** One JSON request; the answer's type is the caller's claim (a content API entry unless it says otherwise). */
export declare function cmsRequest<Answer = { data: Record<string, unknown> & { documentId?: string } }>(
  cmsUrl: string,
  pathname: string,
  init?: { method?: string; token?: string; body?: unknown },
): Promise<Answer>;
export declare function registerWriter(
  cmsUrl: string,
  account: { email: string; password: string },
): Promise<{ adminJwt: string; token: string }>;
export declare function uploadFile(
  cmsUrl: string,
  token: string,
  file: { name: string; bytes: Buffer; type: string; alternativeText: string },
  replaceId?: number,
): Promise<StrapiFile>;
