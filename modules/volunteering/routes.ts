import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const RolesController = () => import('./controllers/roles_controller.js')
const ApplicationsController = () => import('./controllers/applications_controller.js')
const HoursController = () => import('./controllers/hours_controller.js')
const CertificatesController = () => import('./controllers/certificates_controller.js')
const HoursAdminController = () => import('./controllers/hours_admin_controller.js')
const TeamsController = () => import('./controllers/teams_controller.js')
const VolunteersAdminController = () => import('./controllers/volunteers_admin_controller.js')

/*
 * Volunteering (issue 15): the public roles board (/volunteer) and role pages
 * /volunteer/role/{id} (spec 000 §2.2), the public certificate check /volunteer/certificates/{id};
 * applying, hours and certificates need an account; the console's Volunteers and Volunteer Hours
 * pages (spec 000 §6.3) ask their policies.
 */
const id = /^\d{1,12}$/
const uuid = /^[0-9a-f-]{36}$/

router.get('/volunteer', [RolesController, 'index']).as('volunteering.roles.index')
router.get('/volunteer/role/:id', [RolesController, 'show']).where('id', id).as('volunteering.roles.show')
router.get('/volunteer/certificates/:id', [CertificatesController, 'verify']).where('id', uuid).as('volunteering.certificates.verify')

router
  .group(() => {
    router.post('/volunteer/role/:id/apply', [RolesController, 'apply']).where('id', id).as('volunteering.roles.apply')
    router.post('/volunteer/role/:id/applications-open', [RolesController, 'setApplications']).where('id', id).as('volunteering.roles.set_applications')
    router.get('/volunteer/role/:id/applications', [ApplicationsController, 'index']).where('id', id).as('volunteering.applications.index')
    router.post('/volunteer/applications/:id/withdraw', [ApplicationsController, 'withdraw']).where('id', id).as('volunteering.applications.withdraw')
    router.post('/volunteer/applications/:id/accept', [ApplicationsController, 'accept']).where('id', id).as('volunteering.applications.accept')
    router.post('/volunteer/applications/:id/offer', [ApplicationsController, 'offer']).where('id', id).as('volunteering.applications.offer')
    router.post('/volunteer/applications/:id/reject', [ApplicationsController, 'reject']).where('id', id).as('volunteering.applications.reject')
    router.get('/volunteer/teams/:id', [TeamsController, 'show']).where('id', id).as('volunteering.teams.show')
    router.post('/volunteer/teams/:id/members', [TeamsController, 'setMember']).where('id', id).as('volunteering.teams.set_member')
    router.delete('/volunteer/teams/:id/members/:userId', [TeamsController, 'removeMember']).where('id', id).where('userId', id).as('volunteering.teams.remove_member')
    router.get('/volunteer/hours', [HoursController, 'index']).as('volunteering.hours.index')
    router.post('/volunteer/hours', [HoursController, 'store']).as('volunteering.hours.store')
    router.put('/volunteer/hours/:id', [HoursController, 'update']).where('id', id).as('volunteering.hours.update')
    router.post('/volunteer/certificates', [CertificatesController, 'store']).as('volunteering.certificates.store')
    router.get('/volunteer/certificates/:id/pdf', [CertificatesController, 'pdf']).where('id', uuid).as('volunteering.certificates.pdf')
    router.get('/admin/volunteer-hours', [HoursAdminController, 'index']).as('volunteering.admin.hours')
    router.get('/admin/volunteer-hours/export.csv', [HoursAdminController, 'export']).as('volunteering.admin.hours_export')
    router.post('/admin/volunteer-hours/approve', [HoursAdminController, 'approve']).as('volunteering.admin.hours_approve')
    router.post('/admin/volunteer-hours/:id/changes', [HoursAdminController, 'requestChanges']).where('id', id).as('volunteering.admin.hours_changes')
    router.get('/admin/volunteers', [VolunteersAdminController, 'index']).as('volunteering.admin.volunteers')
  })
  .use(middleware.access({ requires: 'member' }))
