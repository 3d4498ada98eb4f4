/*
 * Environment variables, validated at boot. See README "Configuration".
 */
import { Env } from '@adonisjs/core/env'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  HOST: Env.schema.string({ format: 'host' }),
  LOG_LEVEL: Env.schema.string(),

  SESSION_DRIVER: Env.schema.enum(['cookie', 'memory', 'database', 'redis'] as const),

  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'pg'] as const),
  SQLITE_FILE: Env.schema.string.optional(),
  DB_HOST: Env.schema.string.optional({ format: 'host' }),
  DB_PORT: Env.schema.number.optional(),
  DB_USER: Env.schema.string.optional(),
  DB_PASSWORD: Env.schema.string.optional(),
  DB_DATABASE: Env.schema.string.optional(),

  REDIS_URL: Env.schema.string.optional(),
  // issue 19: the public lists' shared cache (config/cache.ts); default on, off under NODE_ENV=test.
  PUBLIC_CACHE: Env.schema.enum.optional(['on', 'off'] as const),
  // issue 20 §3: the full /health/ready report (check messages, process details) for monitoring.
  MONITORING_SECRET: Env.schema.string.optional(),
  // issue 20 §3: requests slower than this many milliseconds are logged as warnings.
  SLOW_REQUEST_MS: Env.schema.number.optional(),
  // A log line for every request (default: in production only).
  REQUEST_LOG: Env.schema.boolean.optional(),

  /* Web push (issue 14 §2; spec 002 §7 "push key"): without both keys the push channel is not offered. */
  VAPID_PUBLIC_KEY: Env.schema.string.optional(),
  VAPID_PRIVATE_KEY: Env.schema.string.optional(),
  VAPID_SUBJECT: Env.schema.string.optional(),

  MAIL_MAILER: Env.schema.enum.optional(['log', 'smtp'] as const),
  MAIL_FROM_ADDRESS: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),

  // Uploads (config/drive.ts, README "Uploads"): local disk by default, or an S3-compatible bucket.
  DRIVE_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  DRIVE_FS_ROOT: Env.schema.string.optional(),
  S3_BUCKET: Env.schema.string.optional(),
  BACKUP_S3_BUCKET: Env.schema.string.optional(),
  BACKUP_DRIVE_ROOT: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),

  BUILD_HASH: Env.schema.string.optional(),
  BUILD_DATE: Env.schema.string.optional(),
})
