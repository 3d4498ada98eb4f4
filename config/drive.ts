import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { defineConfig, services } from '@adonisjs/drive'

/** A private disk: an S3-compatible bucket with DRIVE_DISK=s3, else a local folder. Drive never serves files itself. */
function privateDisk(bucket: string, folder: string) {
  return env.get('DRIVE_DISK', 'fs') === 's3'
    ? services.s3({
        bucket,
        region: env.get('S3_REGION', 'us-east-1'),
        endpoint: env.get('S3_ENDPOINT'),
        forcePathStyle: Boolean(env.get('S3_ENDPOINT')),
        credentials: { accessKeyId: env.get('S3_ACCESS_KEY_ID', ''), secretAccessKey: env.get('S3_SECRET_ACCESS_KEY', '') },
        visibility: 'private',
      })
    : services.fs({ location: folder, visibility: 'private', serveFiles: false })
}

const inTest = env.get('NODE_ENV') === 'test'
/*
 * Where uploaded bytes live (README "Uploads"). The disk `uploads`: the local file system under
 * tmp/uploads by default (outside public/), or an S3-compatible bucket with DRIVE_DISK=s3 (which
 * needs `npm install @aws-sdk/client-s3 @aws-sdk/s3-request-presigner`). Drive never serves files
 * itself (no serveFiles, private visibility): every download goes through the access-checked
 * /uploads/<id>/<name> route.
 */
const uploadsDisk = privateDisk(env.get('S3_BUCKET', ''), env.get('DRIVE_FS_ROOT') ?? app.tmpPath(inTest ? 'uploads-test' : 'uploads'))

/*
 * Where `node ace backup:create --offsite` copies each backup (issue 20 §2 "to a folder or a Drive
 * disk"): a bucket of its own with DRIVE_DISK=s3 (BACKUP_S3_BUCKET; backups hold every person's
 * data, so never the uploads bucket unless set so on purpose), else a second local folder
 * (BACKUP_DRIVE_ROOT, default tmp/backups-offsite) — mount another machine's storage there.
 */
const backupsDisk = privateDisk(env.get('BACKUP_S3_BUCKET', ''), env.get('BACKUP_DRIVE_ROOT') ?? app.tmpPath(inTest ? 'backups-offsite-test' : 'backups-offsite'))

const driveConfig = defineConfig({
  default: 'uploads',
  services: { uploads: uploadsDisk, backups: backupsDisk },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
