import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PeerReviewController = () => import('./controllers/peer_review_controller.js')
const AdminPeerReviewController = () => import('./controllers/admin_peer_review_controller.js')
const AdminMentorController = () => import('./controllers/admin_mentor_controller.js')
const AdminTutorsController = () => import('./controllers/admin_tutors_controller.js')
const AdminSessionTagsController = () => import('./controllers/admin_session_tags_controller.js')

/*
 * Peer review of sessions (issue 12 §3; spec 000 §2.2 /tutor/peer-review/{path?}, §2.6 admin
 * peer-review). The moves /tutor/audit → /tutor/peer-review and /admin/audit → /admin/peer-review
 * are site's (spec 000 §2.1).
 */
const id = /^\d{1,12}$/

router
  .group(() => {
    router.get('/tutor/peer-review', [PeerReviewController, 'queue']).as('peer_review.queue')
    router.get('/tutor/peer-review/mine', [PeerReviewController, 'mine']).as('peer_review.mine')
    router.post('/tutor/peer-review/sessions/:id/recordings', [PeerReviewController, 'attach']).where('id', id).as('peer_review.attach')
    router.post('/tutor/peer-review/audits/:id/reply', [PeerReviewController, 'reply']).where('id', id).as('peer_review.reply')
    router.get('/tutor/peer-review/:id', [PeerReviewController, 'show']).where('id', id).as('peer_review.show')
    router.post('/tutor/peer-review/:id', [PeerReviewController, 'store']).where('id', id).as('peer_review.store')
    router.get('/admin/peer-review', [AdminPeerReviewController, 'index']).as('peer_review.admin')
    router.get('/admin/peer-review/reviews/:id', [AdminPeerReviewController, 'show']).where('id', id).as('peer_review.admin_review')
    router.post('/admin/peer-review/reviews/:id/verify', [AdminPeerReviewController, 'verify']).where('id', id).as('peer_review.admin_verify')
    router.post('/admin/peer-review/reviews/:id/gold', [AdminPeerReviewController, 'gold']).where('id', id).as('peer_review.admin_gold')
    router.post('/admin/peer-review/reviews/:id/feature', [AdminPeerReviewController, 'feature']).where('id', id).as('peer_review.admin_feature')
    router.post('/admin/peer-review/reviews/:id/unfeature', [AdminPeerReviewController, 'unfeature']).where('id', id).as('peer_review.admin_unfeature')
    router.post('/admin/peer-review/auditors/:id/notes', [AdminPeerReviewController, 'note']).where('id', id).as('peer_review.admin_note')
    router.get('/admin/peer-review/sessions/:id/tags', [AdminSessionTagsController, 'show']).where('id', id).as('peer_review.admin_session_tags')
    router.post('/admin/peer-review/sessions/:id/tags', [AdminSessionTagsController, 'store']).where('id', id).as('peer_review.admin_session_tag_add')
    router.post('/admin/peer-review/sessions/:id/tags/remove', [AdminSessionTagsController, 'destroy']).where('id', id).as('peer_review.admin_session_tag_remove')
    router.get('/admin/mentor', [AdminMentorController, 'index']).as('peer_review.mentor')
    router.get('/admin/tutors', [AdminTutorsController, 'index']).as('peer_review.tutors')
    router.post('/admin/mentor/sessions/:id/claim', [AdminMentorController, 'claim']).where('id', id).as('peer_review.mentor_claim')
    router.post('/admin/mentor/sessions/:id/resolve', [AdminMentorController, 'resolve']).where('id', id).as('peer_review.mentor_resolve')
  })
  .use(middleware.access({ requires: 'member' }))
