// Uploads in an S3-compatible bucket (AWS S3, or any service that speaks its protocol: Scaleway, Backblaze B2,
// Cloudflare R2, MinIO ...) when S3_BUCKET is set, through Strapi's own upload provider for S3; without it they stay on
// the CMS's disk (CMS_PUBLIC_DIR), as `npm start` keeps them. With a bucket, more than one CMS server can run on one
// database, and the photos are not on any one machine's disk. Settings (docs/hosting.md):
// - S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; S3_ENDPOINT for a service other than AWS (its
//   address, asked for by path: https://host/bucket/key); S3_ROOT_PATH, a folder in the bucket (one per home);
// - S3_PUBLIC_URL, the address the files are read at (a CDN in front of the bucket), else the bucket's own;
// - S3_PRIVATE=true for a bucket nobody reads without a signed address: the admin and the site's build are given
//   addresses signed for S3_SIGNED_URL_SECONDS (15 minutes by default); else each file is public (S3_ACL, public-read
//   unless the bucket takes no ACLs: S3_ACL=none).
// The admin's pictures come from the bucket's origin (mediaOrigin, ./middlewares/admin-policy.js); the site's build
// takes them from there as from the CMS when its CMS_MEDIA_ORIGINS names that origin.

/** AWS's region when none is set (services other than AWS mostly take any). */
const DEFAULT_REGION = 'us-east-1';

/** Strapi's upload settings for the bucket the environment names; nothing (the local disk) without S3_BUCKET. */
function bucketOf(env) {
  const bucket = env('S3_BUCKET', '');
  if (!bucket) return {};
  const endpoint = env('S3_ENDPOINT', '');
  const acl = env.bool('S3_PRIVATE', false) ? 'private' : env('S3_ACL', 'public-read');
  return {
    provider: 'aws-s3',
    providerOptions: {
      ...(env('S3_PUBLIC_URL', '') ? { baseUrl: env('S3_PUBLIC_URL') } : {}),
      ...(env('S3_ROOT_PATH', '') ? { rootPath: env('S3_ROOT_PATH') } : {}),
      s3Options: {
        credentials: {
          accessKeyId: env('S3_ACCESS_KEY_ID'),
          secretAccessKey: env('S3_SECRET_ACCESS_KEY'),
        },
        region: env('S3_REGION', DEFAULT_REGION),
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        // Checksums only where S3 requires them: services that speak S3 do not all take the newer ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // "ACL" is always given, so that the provider adds none of its own when S3_ACL=none.
        params: {
          Bucket: bucket,
          ACL: acl === 'none' ? undefined : acl,
          signedUrlExpires: env.int('S3_SIGNED_URL_SECONDS', 15 * 60),
        },
      },
    },
  };
}

/** The origin the bucket's files are read from, for the admin's pictures; null when uploads stay on the disk. */
function mediaOrigin(environment = process.env) {
  const {
    S3_BUCKET: bucket,
    S3_PUBLIC_URL: publicUrl,
    S3_ENDPOINT: endpoint,
    S3_REGION: region,
  } = environment;
  if (!bucket) return null;
  if (publicUrl) return new URL(publicUrl).origin;
  if (endpoint) return new URL(endpoint).origin;
  return `https://${bucket}.s3.${region || DEFAULT_REGION}.amazonaws.com`;
}

module.exports = { bucketOf, mediaOrigin };
