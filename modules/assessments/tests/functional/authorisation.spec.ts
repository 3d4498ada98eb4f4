import { test } from '@japa/runner'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import type { Series } from '#modules/series/index'
import type { TutoringSession } from '#modules/tutoring/index'
import { makeTemplate } from '#modules/series/tests/factories'
import { makeWorld } from '#modules/worlds/tests/factories'
import { QUESTIONS, RIGHT_ANSWERS, makeAssessment, makeClass } from '../factories.js'
import { releaseAssessment } from '../../actions/release_assessment.js'
import { findTarget } from '../../queries/targets.js'
import SatAssessment from '../../models/sat_assessment.js'
import SeriesTemplateAssessment from '../../models/series_template_assessment.js'

/*
 * Every assessments route for each kind of person (issue 21 §4; spec 000 §6.4 "Assessment management:
 * by the owner or the host of a linked series or session. Assessments are available to registrants,
 * series registrants and hosts"; §2.6 admin Assessments: super): a visitor (401), a learner of the
 * class, a learner outside it, the owner (a tutor who does not host the class), the class's host,
 * the host of another series, and super staff.
 */
type Who = 'visitor' | 'learner' | 'outsider' | 'owner' | 'host' | 'otherHost' | 'superStaff'
const WHO: Who[] = ['visitor', 'learner', 'outsider', 'owner', 'host', 'otherHost', 'superStaff']
const SIGNED_IN = WHO.filter((who) => who !== 'visitor')

let people: Record<Exclude<Who, 'visitor'>, User>
let series: Series
let sessions: TutoringSession[]

type Row = {
  label: string
  method: 'get' | 'post' | 'put'
  prepare: () => Promise<{ url: string; body?: Record<string, unknown> }>
  allowed: Who[]
  /** Status for a signed-in person who is refused (404 unless listed). */
  denied?: Partial<Record<Who, number>>
}

const at = () => ({ kind: 'series' as const, id: series.id })
const owned = (state: Parameters<typeof makeAssessment>[1]) => makeAssessment(people.owner.id, state, at())
const release = async (id: number) => `/assessments/${id}/series/${series.id}`
/** An assessment of the owner linked to the class that is already an SAT practice test (its PDFs need no bytes here). */
const practiceTest = async () => {
  const assessment = await owned('linked')
  await SatAssessment.create({ assessmentId: assessment.id, satTest: null, testPdfUrl: '/uploads/1/test.pdf', answersPdfUrl: '/uploads/2/answers.pdf' })
  return assessment
}

const ROWS: Row[] = [
  { label: 'GET /assessments', method: 'get', prepare: async () => ({ url: '/assessments' }), allowed: SIGNED_IN },
  {
    label: 'POST /assessments (tutors)',
    method: 'post',
    prepare: async () => ({ url: '/assessments', body: { title: 'New quiz' } }),
    allowed: ['owner', 'host', 'otherHost'],
    denied: { learner: 403, outsider: 403, superStaff: 403 },
  },
  { label: 'GET /assessments/:id (owner, linked host)', method: 'get', prepare: async () => ({ url: `/assessments/${(await owned('linked')).id}` }), allowed: ['owner', 'host'] },
  {
    label: 'PUT /assessments/:id',
    method: 'put',
    prepare: async () => ({ url: `/assessments/${(await owned('linked')).id}`, body: { title: 'Renamed', description: '', questions: QUESTIONS } }),
    allowed: ['owner', 'host'],
  },
  { label: 'POST /assessments/:id/publish', method: 'post', prepare: async () => ({ url: `/assessments/${(await makeAssessment(people.owner.id, 'draft')).id}/publish` }), allowed: ['owner'] },
  {
    label: 'POST /assessments/:id/links (a manager who hosts the target)',
    method: 'post',
    prepare: async () => ({ url: `/assessments/${(await owned('linked')).id}/links`, body: { kind: 'session', targetId: sessions[0].id } }),
    allowed: ['host'],
    denied: { owner: 403 },
  },
  { label: 'POST …/release', method: 'post', prepare: async () => ({ url: `${await release((await owned('linked')).id)}/release` }), allowed: ['owner', 'host'] },
  { label: 'POST …/release-results', method: 'post', prepare: async () => ({ url: `${await release((await owned('released')).id)}/release-results` }), allowed: ['owner', 'host'] },
  { label: 'GET …/:kind/:targetId (take)', method: 'get', prepare: async () => ({ url: await release((await owned('released')).id) }), allowed: ['learner', 'owner', 'host'] },
  {
    label: 'POST …/:kind/:targetId (submit: the class’s learners)',
    method: 'post',
    prepare: async () => ({ url: await release((await owned('released')).id), body: RIGHT_ANSWERS }),
    allowed: ['learner'],
    denied: { host: 403 },
  },
  { label: 'POST …/series/:id/unlink (issue 21 §4: the owner or the target’s hosts)', method: 'post', prepare: async () => ({ url: `${await release((await owned('released')).id)}/unlink` }), allowed: ['owner', 'host'] },
  {
    label: 'POST …/session/:id/unlink',
    method: 'post',
    prepare: async () => ({ url: `/assessments/${(await makeAssessment(people.owner.id, 'linked', { kind: 'session', id: sessions[0].id })).id}/session/${sessions[0].id}/unlink` }),
    allowed: ['owner', 'host'],
  },
  {
    label: 'POST /assessments/:id/templates/:templateId/unlink (the owner or super staff)',
    method: 'post',
    prepare: async () => {
      const assessment = await owned('published')
      const template = await makeTemplate(await makeWorld('public'))
      await SeriesTemplateAssessment.create({ assessmentId: assessment.id, seriesTemplateId: template.id })
      return { url: `/assessments/${assessment.id}/templates/${template.id}/unlink` }
    },
    allowed: ['owner', 'superStaff'],
  },
  {
    label: 'POST /assessments/:id/sat (managers: the owner, a linked class’s host)',
    method: 'post',
    prepare: async () => ({ url: `/assessments/${(await practiceTest()).id}/sat`, body: { satTest: null } }),
    allowed: ['owner', 'host'],
  },
  { label: 'POST /assessments/:id/sat/remove', method: 'post', prepare: async () => ({ url: `/assessments/${(await practiceTest()).id}/sat/remove` }), allowed: ['owner', 'host'] },
  { label: 'GET …/results', method: 'get', prepare: async () => ({ url: `${await release((await owned('released')).id)}/results` }), allowed: ['owner', 'host'] },
  {
    label: 'GET /admin/assessments (super)',
    method: 'get',
    prepare: async () => ({ url: '/admin/assessments' }),
    allowed: ['superStaff'],
    denied: { learner: 403, outsider: 403, owner: 403, host: 403, otherHost: 403 },
  },
  {
    label: 'POST /admin/assessments/:id/templates (super)',
    method: 'post',
    prepare: async () => ({ url: `/admin/assessments/${(await owned('published')).id}/templates`, body: { seriesTemplateId: (await makeTemplate(await makeWorld('public'))).id } }),
    allowed: ['superStaff'],
    denied: { learner: 403, outsider: 403, owner: 403, host: 403, otherHost: 403 },
  },
  {
    label: 'POST /admin/assessments/:id/archive (super)',
    method: 'post',
    prepare: async () => ({ url: `/admin/assessments/${(await owned('draft')).id}/archive` }),
    allowed: ['superStaff'],
    denied: { learner: 403, outsider: 403, owner: 403, host: 403, otherHost: 403 },
  },
]

test.group('Assessments authorisation (issue 21 §4; spec 000 §6.4, §2.6)', (group) => {
  group.setup(async () => {
    people = {
      learner: await makeLearner(),
      outsider: await makeLearner(),
      owner: await makeTutor(),
      host: await makeTutor(),
      otherHost: await makeTutor(),
      superStaff: await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:super'] as any }),
    }
    ;({ series, sessions } = await makeClass(people.host.id, [people.learner.id]))
    await makeClass(people.otherHost.id)
  })

  test('{label}')
    .with(ROWS)
    .run(async ({ client, assert }, row) => {
      for (const who of WHO) {
        const user = who === 'visitor' ? null : people[who]
        const { url, body } = await row.prepare()
        // Pages as Inertia visits; writes as JSON so a refusal answers with its status.
        let request = client[row.method](url).withCsrfToken().redirects(0)
        request = row.method === 'get' ? request.withInertia() : request.header('accept', 'application/json')
        if (body) request = request.json(body)
        if (user) request = request.loginAs(user)
        const response = await request
        const status = response.status()
        if (row.allowed.includes(who)) {
          assert.equal(status, 200, `${who}: ${status} ${row.method === 'get' ? '' : response.text()}`)
          if (row.method !== 'get') assert.isTrue(response.body().ok, `${who}: ${response.text()}`)
        } else if (!user) {
          assert.equal(status, 401, `${who} gets the sign-in screen`)
        } else {
          assert.equal(status, row.denied?.[who] ?? 404, `${who}: ${response.text().slice(0, 200)}`)
        }
      }
    })
    .timeout(120_000)

  test('a learner of the class is told an unreleased assessment is not released; outsiders get 404 (spec 001 §4.3)', async ({ client, assert }) => {
    const assessment = await owned('linked')
    const url = await release(assessment.id)
    const learnerPage = await client.get(url).withInertia().loginAs(people.learner)
    assert.equal(learnerPage.status(), 403)
    const submit = await client.post(url).json(RIGHT_ANSWERS).header('accept', 'application/json').withCsrfToken().loginAs(people.learner)
    assert.equal(submit.status(), 403)
    assert.equal(submit.body().message, 'This assessment has not been released yet.')
    ;(await client.get(url).withInertia().loginAs(people.outsider)).assertStatus(404)
    const target = await findTarget(assessment, 'series', series.id)
    await releaseAssessment(target!)
    ;(await client.get(url).withInertia().loginAs(people.learner)).assertStatus(200)
  })

  test('the console menu lists Assessments for super staff only', async ({ client, assert }) => {
    const keys = async (user: User) => ((await client.get('/admin').withInertia().loginAs(user)).inertiaProps as any).admin.menu.entries.map((entry: { key: string }) => entry.key)
    assert.include(await keys(people.superStaff), 'assessments')
    const blog = await makeUser({ birth: '1990-01-01', roles: ['approved', 'admin:basic', 'admin:blog'] as any })
    assert.notInclude(await keys(blog), 'assessments')
  })
})
