import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import type Training from '../../models/training.js'
import { makeTraining } from '../factories.js'
import { checkMatrixRow, type MatrixRow } from '#tests/helpers/authorization_matrix'
import { makeTemplate } from '#modules/series/tests/factories'
import { makeWorld } from '#modules/worlds/tests/factories'

/*
 * Every training route for each kind of person (issue 12 §2; spec 000 §2.2 /tutor/training, §2.3,
 * §6.3 Tutor Trainings: mentor): a visitor (401), a learner, a tutor, a mentor, other staff (a
 * blog admin), and a learner suspended for no-shows (who reaches only the recovery route).
 */
type Who = 'visitor' | 'learner' | 'tutor' | 'mentor' | 'otherStaff' | 'suspended'

let people: Record<Exclude<Who, 'visitor'>, User>
let tutorTraining: Training

type Row = MatrixRow<Who>

const noShow = () => [{ context: 'learner-no-shows' as const, reason: 'Missed 3 sessions', note: null, createdAt: DateTime.utc().toISO()!, byUserId: null, liftedAt: null }]

const ROWS: Row[] = [
  { label: 'GET /tutor/training', method: 'get', prepare: async () => ({ url: '/tutor/training?show=incomplete' }), allowed: ['tutor', 'mentor'], denied: { default: 403 } },
  { label: 'GET /tutor/training?slug=', method: 'get', prepare: async () => ({ url: `/tutor/training?slug=${tutorTraining.slug}` }), allowed: ['tutor', 'mentor'], denied: { default: 403 } },
  {
    label: 'POST /tutor/training/:slug/complete',
    method: 'post',
    prepare: async () => ({ url: `/tutor/training/${(await makeTraining()).slug}/complete`, body: { acknowledged: true } }),
    allowed: ['tutor', 'mentor'],
    denied: { default: 403 },
  },
  {
    label: 'POST /tutor/training/:slug/recover (only the suspended account it recovers)',
    method: 'post',
    prepare: async () => ({ url: `/tutor/training/${(await makeTraining({ primaryType: 'unsuspend', secondaryType: 'learner-no-shows' })).slug}/recover`, body: { acknowledged: true } }),
    allowed: ['suspended'],
    denied: { default: 403 },
  },
  { label: 'GET /admin/tutor-trainings', method: 'get', prepare: async () => ({ url: '/admin/tutor-trainings' }), allowed: ['mentor'], denied: { default: 403 } },
  {
    label: 'POST /admin/tutor-trainings',
    method: 'post',
    prepare: async () => ({
      url: '/admin/tutor-trainings',
      body: { slug: `new-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`, title: 'A new training', description: 'What it covers, in detail.', primaryType: 'tutor', timeEstimateMinutes: 10 },
    }),
    allowed: ['mentor'],
    denied: { default: 403 },
  },
  { label: 'POST /admin/tutor-trainings/:id/archive', method: 'post', prepare: async () => ({ url: `/admin/tutor-trainings/${(await makeTraining()).id}/archive`, body: { archived: true } }), allowed: ['mentor'], denied: { default: 403 } },
  {
    label: 'POST /admin/tutor-trainings/:id/assign',
    method: 'post',
    prepare: async () => ({ url: `/admin/tutor-trainings/${(await makeTraining()).id}/assign`, body: { username: people.tutor.username, priority: 'optional', note: 'When you can.' } }),
    allowed: ['mentor'],
    denied: { default: 403 },
  },
  {
    label: 'POST /admin/tutor-trainings/:id/template',
    method: 'post',
    prepare: async () => ({ url: `/admin/tutor-trainings/${(await makeTraining()).id}/template`, body: { templateId: (await makeTemplate(await makeWorld())).id, required: true } }),
    allowed: ['mentor'],
    denied: { default: 403 },
  },
]

test.group('Training authorisation (issue 12 §2; spec 000 §2.2, §2.3, §6.3)', (group) => {
  group.setup(async () => {
    people = {
      learner: await makeLearner(),
      tutor: await makeTutor(),
      mentor: await makeUser({ birth: '1990-01-01', roles: ['approved', 'tutor', 'admin:basic', 'admin:mentor'] }),
      otherStaff: await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:blog'] }),
      suspended: await makeUser({ roles: ['approved', 'blocked'], suspensionActions: noShow() }),
    }
    tutorTraining = await makeTraining()
  })

  test('{label}')
    .with(ROWS)
    .run(async ({ client, assert }, row) => {
      await checkMatrixRow({ client, assert }, row, { visitor: null, ...people })
      // The recovered account is suspended again for the next row.
      if (row.label.includes('recover')) {
        people.suspended.suspensionActions = noShow()
        await people.suspended.save()
        const { assignRole } = await import('#modules/identity/index')
        await assignRole({ userId: people.suspended.id, role: 'blocked', byUserId: null, source: 'test' })
      }
    })
    .timeout(120_000)

  test('the console menu lists Tutor Trainings for mentors only (spec 000 §6.3)', async ({ client, assert }) => {
    const keysOf = async (user: User) => ((await client.get('/admin').withInertia().loginAs(user)).inertiaProps as any).admin.menu.entries.map((entry: { key: string }) => entry.key)
    assert.include(await keysOf(people.mentor), 'tutor-trainings')
    assert.notInclude(await keysOf(people.otherStaff), 'tutor-trainings')
  })
})
