import { BaseTransformer } from '@adonisjs/core/transformers'
import { iso } from '#app/support/database/values'
import type { StaffBio } from '../queries/bios.js'

/** A bio revision on the staff Bios page: the tutor's display name and username, never an email. */
export default class StaffBioTransformer extends BaseTransformer<StaffBio> {
  toObject() {
    const { revision, tutorName, username, publicBio, reviewerName } = this.resource
    return {
      id: revision.id,
      tutorName,
      username,
      text: revision.text,
      status: revision.status,
      contactKinds: revision.contactKinds,
      isPublic: revision.text === publicBio && revision.status !== 'held',
      rejectReason: revision.rejectReason,
      reviewerName,
      reviewedAt: iso(revision.reviewedAt),
      createdAt: iso(revision.createdAt)!,
    }
  }
}
