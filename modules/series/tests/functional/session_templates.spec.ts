import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { TutoringSession } from '#modules/tutoring/index'
import { makeLearner, makeTutor, makeUser } from '#tests/helpers/users'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import SessionTemplate from '../../models/session_template.js'
import { createSessionTemplate } from '../../actions/create_session_template.js'
import { updateSessionTemplate } from '../../actions/update_session_template.js'
import { hostSeriesFromTemplate } from '../../actions/host_series_from_template.js'
import { registerForSeries } from '../../actions/register_for_series.js'
import { sessionTemplateValidator } from '../../validators/teaching_validators.js'
import { makeSessionTemplate, makeTemplate, paragraph } from '../factories.js'

/*
 * issue 21 §1 "Session templates and curricula"; spec 001 §3.3 session_template (series_position,
 * duration_minutes, …) and session.session_template_id.
 */
const zone = 'America/New_York'
const firstStart = () => DateTime.now().setZone(zone).plus({ days: 10 }).set({ hour: 17, minute: 0, second: 0, millisecond: 0 })
const positions = async (seriesTemplateId: number) =>
  (await SessionTemplate.query().where('series_template_id', seriesTemplateId).orderBy('series_position')).map((row) => [row.title, row.seriesPosition])

test.group('Session templates: order under a series template (spec 001 §3.3 series_position)', () => {
  test('a new one goes last; one given a position pushes the later ones down', async ({ assert }) => {
    const template = await makeTemplate(await makeWorld())
    const input = (title: string, seriesPosition?: number) => ({ title, seriesPosition })
    await createSessionTemplate(template.id, input('A'), null)
    await createSessionTemplate(template.id, input('C'), null)
    await createSessionTemplate(template.id, input('B', 2), null)
    await createSessionTemplate(template.id, input('Z', 99), null)
    assert.deepEqual(await positions(template.id), [['A', 1], ['B', 2], ['C', 3], ['Z', 4]])
  })

  test('moving one shifts those between its old and new place', async ({ assert }) => {
    const template = await makeTemplate(await makeWorld())
    const [a, , , d] = [
      await createSessionTemplate(template.id, { title: 'A' }, null),
      await createSessionTemplate(template.id, { title: 'B' }, null),
      await createSessionTemplate(template.id, { title: 'C' }, null),
      await createSessionTemplate(template.id, { title: 'D' }, null),
    ]
    await updateSessionTemplate(d.id, { title: 'D', seriesPosition: 1 })
    assert.deepEqual(await positions(template.id), [['D', 1], ['A', 2], ['B', 3], ['C', 4]])
    await updateSessionTemplate(a.id, { title: 'A2', seriesPosition: 4 })
    assert.deepEqual(await positions(template.id), [['D', 1], ['B', 2], ['C', 3], ['A2', 4]])
    assert.isNull(await updateSessionTemplate(0, { title: 'nothing' }))
  })

  test('the form refuses unsafe or malformed input (rich text schema, link protocol, ranges)', async ({ assert }) => {
    const refused = async (data: Record<string, unknown>) => {
      try {
        await sessionTemplateValidator.validate(data)
        return null
      } catch (error: any) {
        return error.messages.map((message: { field: string }) => message.field)
      }
    }
    assert.deepEqual(await refused({ title: '' }), ['title'])
    assert.deepEqual(await refused({ title: 'T', curriculumUrl: 'javascript:alert(1)' }), ['curriculumUrl'])
    assert.deepEqual(await refused({ title: 'T', curriculum: { serialization_method: 'raw_html', content: '<script>x</script>' } }), ['curriculum'])
    assert.deepEqual(await refused({ title: 'T', durationMinutes: 5 }), ['durationMinutes'])
    assert.deepEqual(await refused({ title: 'T', attendancePolicy: 'whatever' }), ['attendancePolicy'])
    const ok = await sessionTemplateValidator.validate({ title: 'T', curriculum: JSON.stringify(paragraph('Fractions')), curriculumUrl: 'https://example.org/c' })
    assert.deepEqual(ok.curriculum, paragraph('Fractions'))
  })
})

test.group('Hosting from a template with session templates (issue 21 §1: extend, do not duplicate)', () => {
  test('one session per active session template, in order, each from its template', async ({ assert }) => {
    const world = await makeWorld()
    const tutor = await makeTutor()
    const template = await makeTemplate(world, { scheduleType: 'weekly', sessionsPerWeek: 1, weeks: 8, sessionMinutes: 60, maxLearners: 6 })
    const otherTopic = await makeTopic((await makeCourse()).id, 'challenge')
    const first = await makeSessionTemplate(template, { title: 'Linear equations', description: 'Solve for x.', curriculum: paragraph('Slopes'), durationMinutes: 90, maxLearners: 12 })
    await makeSessionTemplate(template, { title: 'Retired lesson', active: false })
    const second = await makeSessionTemplate(template, { title: 'Quadratics', topicId: otherTopic.id, maxLearners: 2, attendancePolicy: 'no-late-entry', allowCohosts: false })
    const third = await makeSessionTemplate(template, { title: 'Review' })

    const result = await hostSeriesFromTemplate({ userId: tutor.id, template, firstStart: firstStart(), zone })
    assert.isTrue(result.ok)
    if (!result.ok) return
    const sessions = await TutoringSession.query().where('series_id', result.seriesId).orderBy('start_date')
    assert.deepEqual(sessions.map((s) => s.title), ['Linear equations', 'Quadratics', 'Review'])
    assert.deepEqual(sessions.map((s) => s.sessionTemplateId), [first.id, second.id, third.id])
    assert.equal(sessions[0].description, 'Solve for x.')
    assert.equal(sessions[0].endDate.diff(sessions[0].startDate, 'minutes').minutes, 90)
    assert.equal(sessions[1].endDate.diff(sessions[1].startDate, 'minutes').minutes, 60)
    assert.equal(sessions[0].maxLearners, 12)
    // Never fewer seats than the series: every series registrant follows each session.
    assert.equal(sessions[1].maxLearners, 6)
    assert.equal(sessions[1].topicId, otherTopic.id)
    assert.equal(sessions[2].topicId, template.topicId)
    assert.equal(sessions[1].attendancePolicy, 'no-late-entry')
    assert.isFalse(sessions[1].allowCohosts)
    assert.isTrue(sessions[2].allowCohosts)
    // Weekly, from the first start, in the tutor's zone.
    assert.equal(sessions[2].startDate.setZone(zone).toFormat('HH:mm'), '17:00')
    assert.equal(Math.round(sessions[2].startDate.diff(sessions[0].startDate, 'days').days), 14)
    assert.isFalse(sessions[0].lessonPrepCompleted)
  })

  test('without session templates the series template alone still makes the sessions', async ({ assert }) => {
    const template = await makeTemplate(await makeWorld(), { sessionsPerWeek: 2, weeks: 2 })
    const tutor = await makeTutor()
    const result = await hostSeriesFromTemplate({ userId: tutor.id, template, firstStart: firstStart(), zone })
    assert.isTrue(result.ok)
    if (!result.ok) return
    const sessions = await TutoringSession.query().where('series_id', result.seriesId)
    assert.lengthOf(sessions, 4)
    assert.isTrue(sessions.every((s) => s.sessionTemplateId === null))
  })
})

test.group('A session page shows its curriculum to registrants and hosts (issue 21 §1)', () => {
  test('registrant, host and staff see it (rendered from stored rich text); others and visitors do not', async ({ client, assert }) => {
    const world = await makeWorld()
    const tutor = await makeTutor()
    const template = await makeTemplate(world, { sessionsPerWeek: 1, weeks: 1 })
    await makeSessionTemplate(template, { title: 'Lesson one', curriculum: paragraph('Read chapter 3'), curriculumUrl: 'https://example.org/curriculum' })
    const result = await hostSeriesFromTemplate({ userId: tutor.id, template, firstStart: firstStart(), zone })
    if (!result.ok) throw new Error(result.reason)
    const learner = await makeLearner()
    assert.isTrue((await registerForSeries(result.seriesId, learner.id)).ok)
    const sessionId = result.sessionIds[0]

    const sectionsFor = async (user: Awaited<ReturnType<typeof makeUser>> | null) => {
      const request = client.get(`/session/${sessionId}`).withInertia()
      const response = user ? await request.loginAs(user) : await request
      response.assertStatus(200)
      return (response.inertiaProps.sections as { component: string; props: any }[]).filter((entry) => entry.component === 'series/curriculum')
    }
    for (const who of [learner, tutor, await makeUser({ roles: ['admin:basic'] })]) {
      const [section] = await sectionsFor(who)
      assert.exists(section)
      assert.deepEqual(section.props.curriculum, { title: 'Lesson one', content: paragraph('Read chapter 3'), url: 'https://example.org/curriculum' })
    }
    assert.lengthOf(await sectionsFor(await makeLearner()), 0)
    assert.lengthOf(await sectionsFor(await makeTutor()), 0)
    assert.lengthOf(await sectionsFor(null), 0)
  })

  test('a session without a session template shows the series template’s curriculum as plain text', async ({ client, assert }) => {
    const tutor = await makeTutor()
    const template = await makeTemplate(await makeWorld(), { sessionsPerWeek: 1, weeks: 1, curriculum: '<b>Week 1</b>: intro' })
    const result = await hostSeriesFromTemplate({ userId: tutor.id, template, firstStart: firstStart(), zone })
    if (!result.ok) throw new Error(result.reason)
    const response = await client.get(`/session/${result.sessionIds[0]}`).withInertia().loginAs(tutor)
    const section = (response.inertiaProps.sections as any[]).find((entry) => entry.component === 'series/curriculum')
    assert.deepEqual(section.props.curriculum.content, { serialization_method: 'plain_text', content: '<b>Week 1</b>: intro' })
  })
})

test.group('The host page counts the sessions a template will make (issue 21 §1)', () => {
  test('with session templates, one per active session template', async ({ client, assert }) => {
    const world = await makeWorld()
    const template = await makeTemplate(world, { sessionsPerWeek: 2, weeks: 2 })
    await makeSessionTemplate(template)
    await makeSessionTemplate(template)
    await makeSessionTemplate(template, { active: false })
    const plain = await makeTemplate(world, { sessionsPerWeek: 2, weeks: 2 })
    const page = await client.get(`/w/${world.slug}/schedule/series-template`).withInertia().loginAs(await makeTutor())
    const counts = Object.fromEntries(page.inertiaProps.templates.map((row: any) => [row.id, row.sessionCount]))
    assert.deepEqual(counts, { [template.id]: 2, [plain.id]: 4 })
  })
})

test.group('Qualifications on series and session pages (issue 21 §2; spec 001 §3.3 qualifications)', () => {
  test('the tutor says who should join when hosting; the series and each session show it', async ({ client, assert }) => {
    const world = await makeWorld()
    const tutor = await makeTutor()
    const template = await makeTemplate(world, { sessionsPerWeek: 1, weeks: 2 })
    const date = DateTime.now().setZone(zone).plus({ days: 10 }).toFormat('yyyy-MM-dd')
    const hosted = await client
      .post(`/w/${world.slug}/schedule/series-template`)
      .json({ templateId: template.id, firstSessionDate: date, firstSessionTime: '17:00', timezone: zone, qualifications: '  Finished Algebra 1.  ' })
      .loginAs(tutor)
      .withCsrfToken()
      .accept('json')
    hosted.assertStatus(201)
    const { seriesId, sessionIds } = hosted.body()
    const seriesPage = await client.get(`/series/${seriesId}`).withInertia()
    assert.equal(seriesPage.inertiaProps.series.qualifications, 'Finished Algebra 1.')
    for (const id of sessionIds) {
      const sessionPage = await client.get(`/session/${id}`).withInertia()
      assert.equal(sessionPage.inertiaProps.session.qualifications, 'Finished Algebra 1.')
    }
    const tooLong = await client
      .post(`/w/${world.slug}/schedule/series-template`)
      .json({ templateId: template.id, firstSessionDate: date, firstSessionTime: '18:00', timezone: zone, qualifications: 'x'.repeat(2001) })
      .loginAs(tutor)
      .withCsrfToken()
      .accept('json')
    tooLong.assertStatus(422)
  })
})
