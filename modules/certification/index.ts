/* The public server surface of certification (issue 12 §1). */
export { nextOffer } from './queries/certifications.js'
export { transcriptOf, approvedCertificationsOf, type TranscriptCourse, type ApprovedCertification } from './queries/transcript.js'

import { registerCertificationKinds } from './notifications.js'

registerCertificationKinds()
