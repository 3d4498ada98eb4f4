import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const TrainingsController = () => import('./controllers/trainings_controller.js')
const AdminTrainingsController = () => import('./controllers/admin_trainings_controller.js')

/*
 * Tutor trainings (issue 12 §2; spec 000 §2.2 /tutor/training, §2.6 admin Tutor Trainings).
 * /tutor/training/:slug/recover is reached from the suspension screen, so it has no page-access
 * middleware (that would answer the blocked screen); TrainingPolicy.recover guards it.
 */
const id = /^\d{1,12}$/
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

router.post('/tutor/training/:slug/recover', [TrainingsController, 'recover']).where('slug', slug).as('training.recover')

router
  .group(() => {
    router.get('/tutor/training', [TrainingsController, 'index']).as('training.index')
    router.post('/tutor/training/:slug/complete', [TrainingsController, 'complete']).where('slug', slug).as('training.complete')
    router.get('/admin/tutor-trainings', [AdminTrainingsController, 'index']).as('training.admin')
    router.post('/admin/tutor-trainings', [AdminTrainingsController, 'store']).as('training.admin_store')
    router.post('/admin/tutor-trainings/:id/archive', [AdminTrainingsController, 'archive']).where('id', id).as('training.admin_archive')
    router.post('/admin/tutor-trainings/:id/assign', [AdminTrainingsController, 'assign']).where('id', id).as('training.admin_assign')
    router.post('/admin/tutor-trainings/:id/template', [AdminTrainingsController, 'template']).where('id', id).as('training.admin_template')
  })
  .use(middleware.access({ requires: 'member' }))
