import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { defineConfig, services } from '@adonisjs/drive'

/*
 * Where uploaded bytes live (README "Uploads"). One disk, `uploads`: the local file system under
 * tmp/uploads by default (outside public/), or an S3-compatible bucket with DRIVE_DISK=s3 (which
 * needs `npm install @aws-sdk/client-s3 @aws-sdk/s3-request-presigner`). Drive never serves files
 * itself (no serveFiles, private visibility): every download goes through the access-checked
 * /uploads/<id>/<name> route.
 */
const uploadsDisk =
  env.get('DRIVE_DISK', 'fs') === 's3'
    ? services.s3({
        bucket: env.get('S3_BUCKET', ''),
        region: env.get('S3_REGION', 'us-east-1'),
        endpoint: env.get('S3_ENDPOINT'),
        forcePathStyle: Boolean(env.get('S3_ENDPOINT')),
        credentials: { accessKeyId: env.get('S3_ACCESS_KEY_ID', ''), secretAccessKey: env.get('S3_SECRET_ACCESS_KEY', '') },
        visibility: 'private',
      })
    : services.fs({
        location: env.get('DRIVE_FS_ROOT') ?? app.tmpPath(env.get('NODE_ENV') === 'test' ? 'uploads-test' : 'uploads'),
        visibility: 'private',
        serveFiles: false,
      })

/*
 * Where `node ace backup:create --offsite` copies each backup (issue 20 §2 "to a folder or a Drive
 * disk"): a bucket of its own with DRIVE_DISK=s3 (BACKUP_S3_BUCKET; backups hold every person's
 * data, so never the uploads bucket unless set so on purpose), else a second local folder
 * (BACKUP_DRIVE_ROOT, default tmp/backups-offsite) — mount another machine's storage there.
 */
const backupsDisk =
  env.get('DRIVE_DISK', 'fs') === 's3'
    ? services.s3({
        bucket: env.get('BACKUP_S3_BUCKET', ''),
        region: env.get('S3_REGION', 'us-east-1'),
        endpoint: env.get('S3_ENDPOINT'),
        forcePathStyle: Boolean(env.get('S3_ENDPOINT')),
        credentials: { accessKeyId: env.get('S3_ACCESS_KEY_ID', ''), secretAccessKey: env.get('S3_SECRET_ACCESS_KEY', '') },
        visibility: 'private',
      })
    : services.fs({
        location: env.get('BACKUP_DRIVE_ROOT') ?? app.tmpPath(env.get('NODE_ENV') === 'test' ? 'backups-offsite-test' : 'backups-offsite'),
        visibility: 'private',
        serveFiles: false,
      })

const driveConfig = defineConfig({
  default: 'uploads',
  services: { uploads: uploadsDisk, backups: backupsDisk },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
