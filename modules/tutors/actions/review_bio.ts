import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { affectedRows, sqlTime } from '#app/support/database/values'
import BioRevision from '../models/bio_revision.js'
import { notifyBioReviewed } from '../notifications.js'
import { canReviewBio } from '../rules.js'

export type BioReview = { outcome: 'approved'; reason?: null } | { outcome: 'rejected'; reason: string }

/**
 * Policy staff review a bio revision (spec 000 §6.3 "Bios: policy"), recording who and when:
 * - approve a held bio: it becomes the public bio;
 * - reject a held bio: the public bio stays what it was; the tutor reads the reason;
 * - reject a published bio: if it is still the public one, the previous published or approved bio
 *   (or none) comes back.
 * The UPDATE is guarded by the status it was read in, so two reviewers cannot both win: false then.
 */
export async function reviewBio(revision: BioRevision, staffId: number, review: BioReview): Promise<boolean> {
  const from = revision.status
  if (!canReviewBio(from, review.outcome)) return false
  return db.transaction(async (trx) => {
    const now = DateTime.utc()
    const moved = await trx
      .from('one_on_one_bio_revisions')
      .where('id', revision.id)
      .where('status', from)
      .update({ status: review.outcome, reject_reason: review.outcome === 'rejected' ? review.reason : null, reviewed_by: staffId, reviewed_at: sqlTime(now), updated_at: sqlTime(now) })
    if (affectedRows(moved) === 0) return false
    if (review.outcome === 'approved') {
      await trx.from('one_on_one_profiles').where('id', revision.oneOnOneProfileId).update({ bio: revision.text, updated_at: sqlTime(now) })
    } else if (from === 'published') {
      const previous = await BioRevision.query({ client: trx })
        .where('one_on_one_profile_id', revision.oneOnOneProfileId)
        .where('id', '<', revision.id)
        .whereIn('status', ['published', 'approved'])
        .orderBy('id', 'desc')
        .first()
      // Only while it is still the public text (a newer clean bio may already have replaced it).
      await trx
        .from('one_on_one_profiles')
        .where('id', revision.oneOnOneProfileId)
        .where('bio', revision.text)
        .update({ bio: previous?.text ?? '', updated_at: sqlTime(now) })
    }
    await notifyBioReviewed({ userId: revision.userId, relatedUserId: staffId, outcome: review.outcome }, trx)
    return true
  })
}
