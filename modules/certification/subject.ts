import { CertificationRequest } from '#modules/catalog/index'
import { User } from '#modules/identity/index'
import type { SubjectResolver } from '#kernel/subjects'
import { CERTIFICATIONS_PAGE } from './admin_pages.js'
import { opensAdminPage } from '#kernel/admin_menu'
import CertificationReview from './models/certification_review.js'
import { isOfferableTo } from './queries/certifications.js'

/** The subject type of a certification request (its recording upload is attached to it). */
export const CERTIFICATION_SUBJECT = 'certification_request'

/**
 * Who may see a request (and so play its recording): the requester, certification staff, a tutor
 * it may be offered to now (spec 001 §5.5) and a peer who reviewed it. Nobody else.
 */
export const certificationSubject: SubjectResolver = {
  async resolve(id, viewer) {
    if (!viewer) return null
    const request = await CertificationRequest.find(id)
    if (!request) return null
    const link = { title: `Certification request #${request.id}`, href: `/certification/review/${request.id}` }
    if (request.userId === viewer.id) return { ...link, href: '/certification/mine' }
    const user = await User.find(viewer.id)
    if (!user) return null
    const roles = await user.roles()
    if (opensAdminPage(roles, CERTIFICATIONS_PAGE)) return { ...link, href: '/admin/certifications' }
    if (!roles.has('tutor')) return null
    const reviewed = await CertificationReview.query().where('certification_request_id', id).where('reviewer_user_id', viewer.id).first()
    if (reviewed) return link
    return (await isOfferableTo(request, viewer.id)) ? link : null
  },
  async exists(id) {
    return (await CertificationRequest.find(id)) !== null
  },
}
