export type StrapiFile = { id: number; url: string; hash: string; updatedAt: string };

export declare function cmsRequest(
  cmsUrl: string,
  pathname: string,
  init?: { method?: string; token?: string; body?: unknown },
): Promise<{ data: Record<string, unknown> & { documentId?: string } }>;
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
