import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import { subjectExists } from '#kernel/subjects'
import { sqlTime } from '#app/support/database/values'
import UserUpload from '../models/user_upload.js'
import { uploadsDisk } from '../storage.js'
import { ABANDONED_AFTER_HOURS } from '../shared/index.js'

export type PruneSummary = { dryRun: boolean; abandoned: number[]; orphaned: number[]; bytes: number }

const BATCH = 500

/**
 * Retention (issue 9 §3): deletes the bytes and rows of uploads whose owning content is gone
 * (the subject's owner says it no longer exists) and of uploads never attached to anything within
 * ABANDONED_AFTER_HOURS (abandoned forms, rejected files, detached content). `dryRun` only lists.
 */
export async function pruneUploads({ dryRun = false, now = DateTime.utc() } = {}): Promise<PruneSummary> {
  const summary: PruneSummary = { dryRun, abandoned: [], orphaned: [], bytes: 0 }
  const cutoff = sqlTime(now.minus({ hours: ABANDONED_AFTER_HOURS }))
  const abandoned = await UserUpload.query().whereNull('subject_type').where('created_at', '<', cutoff).orderBy('id')
  const victims = [...abandoned]
  summary.abandoned = abandoned.map((upload) => upload.id)
  let lastId = 0
  for (;;) {
    const attached = await UserUpload.query().whereNotNull('subject_type').where('id', '>', lastId).orderBy('id').limit(BATCH)
    if (attached.length === 0) break
    lastId = attached[attached.length - 1].id
    for (const upload of attached) {
      if (await subjectExists({ type: upload.subjectType!, id: upload.subjectId! })) continue
      summary.orphaned.push(upload.id)
      victims.push(upload)
    }
  }
  summary.bytes = victims.reduce((total, upload) => total + (upload.status === 'rejected' ? 0 : upload.size), 0)
  if (dryRun) return summary
  const disk = uploadsDisk()
  for (const upload of victims) {
    // Bytes first: a crash in between leaves a row the next run deletes, never an unreachable file.
    await disk.delete(upload.storageKey)
    await upload.delete()
  }
  if (victims.length) logger.info({ abandoned: summary.abandoned.length, orphaned: summary.orphaned.length }, 'uploads pruned')
  return summary
}
