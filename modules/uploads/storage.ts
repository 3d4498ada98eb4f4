import { randomBytes } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'

/** The one Drive disk uploads live on (config/drive.ts). */
export function uploadsDisk() {
  return drive.use('uploads')
}

/** A random storage key: never derived from the user's file name (nothing to traverse or guess). */
export function newStorageKey() {
  return `u/${randomBytes(16).toString('hex')}`
}
