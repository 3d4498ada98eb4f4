import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { hooks } from '#kernel/hooks'
import { pinProgramClock } from '#kernel/programs/clock'
import { findProgram, listPrograms } from '#kernel/programs/registry'
import type { Iteration } from '#kernel/programs/define_program'
import { joinWaitlist, leaveWaitlist, runDueDeadlines } from '#modules/programs/index'
import { registerForSeries } from '#modules/series/index'
import { birthForAge, makeUser, waitForMail } from '#tests/helpers/users'
import { openProgramSeries } from '#tests/helpers/program_series'
import { saveProgramEmailTemplate } from '../../actions/save_program_email_template.js'
import ProgramEmailTemplate from '../../models/program_email_template.js'
import { PROGRAM_EMAIL_PHASES, type ProgramEmailPhase } from '../../shared/index.js'

/*
 * Program Emails (spec 000 §2.6 admin entry program/emails, super; issue 17 §4): a template per
 * program and iteration phase, sent by a deadline task once per iteration and person.
 */
const LABS = 'learning-labs'

function labs() {
  return findProgram(LABS)!
}

function iteration(key: string): Iteration {
  return labs().iterations.find((candidate) => candidate.key === key)!
}

function task(key: string, phase: ProgramEmailPhase) {
  const found = hooks.deadlineTasks().find((candidate) => candidate.owner === 'module:programs' && candidate.key === `emails:${LABS}:${key}:${phase}`)
  if (!found) throw new Error(`no task for ${key} ${phase}`)
  return found
}

function setTemplate(phase: ProgramEmailPhase, fields: { subject: string; body: string; enabled: boolean }) {
  return saveProgramEmailTemplate({ programSlug: LABS, phase }, fields, null)
}

/** The ledger rows of a person's program email (mail_deliveries: one per idempotency key once sent). */
async function deliveries(userId: number, iterationKey: string, phase: ProgramEmailPhase) {
  return db.from('mail_deliveries').where('idempotency_key', `program-email:${LABS}:${iterationKey}:${phase}:${userId}`)
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200))

const superAdmin = () => makeUser({ roles: ['approved', 'admin:basic', 'admin:super'] })

test.group('Program Emails (spec 000 §2.6 program/emails; issue 17 §4)', (group) => {
  group.each.teardown(() => pinProgramClock(null))

  test('spec 000 §2.6: a member without admin:super is refused on GET and PUT; a super admin sees every program × phase', async ({ client, assert }) => {
    const url = `/admin/program/emails/${LABS}/post_survey`
    const snapshot = async () => (await ProgramEmailTemplate.query().where('program_slug', LABS).where('phase', 'post_survey').first())?.serialize() ?? null
    const before = await snapshot()
    for (const roles of [['approved'], ['approved', 'admin:basic', 'admin:policy']] as const) {
      const member = await makeUser({ roles: [...roles] })
      for (const path of ['/admin/program/emails', url]) {
        const page = await client.get(path).withInertia().loginAs(member)
        page.assertStatus(403)
        page.assertInertiaComponent('identity/access_blocked')
        page.assertInertiaPropsContains({ code: 'not_enough_permission' })
      }
      const put = await client.put(url).json({ subject: 'Hacked', body: 'Hacked', enabled: true }).withCsrfToken().withInertia().loginAs(member)
      put.assertStatus(403)
      put.assertInertiaPropsContains({ code: 'not_enough_permission' })
    }
    assert.deepEqual(await snapshot(), before, 'a refused PUT changes nothing')

    const staff = await superAdmin()
    const list = await client.get('/admin/program/emails').withInertia().loginAs(staff)
    list.assertStatus(200)
    list.assertInertiaComponent('programs/admin_program_emails')
    const programs = (list.inertiaProps as any).programs as any[]
    assert.sameMembers(
      programs.map((program) => program.slug),
      listPrograms().map((program) => program.slug)
    )
    for (const program of programs) assert.deepEqual(program.phases.map((row: any) => row.phase), [...PROGRAM_EMAIL_PHASES])
    const admin = (list.inertiaProps as any).admin
    assert.equal(admin.active, 'program-emails')
    assert.include(admin.menu.entries.map((entry: any) => entry.label), 'Program Emails')

    const edit = await client.get(url).withInertia().loginAs(staff)
    edit.assertStatus(200)
    edit.assertInertiaComponent('programs/admin_program_email')
    assert.include((edit.inertiaProps as any).email, { programSlug: LABS, phase: 'post_survey' })

    for (const unknown of ['/admin/program/emails/no-such-program/post_survey', `/admin/program/emails/${LABS}/no_such_phase`]) {
      const missing = await client.get(unknown).withInertia().loginAs(staff)
      missing.assertStatus(404)
      const put = await client.put(unknown).json({ subject: 'S', body: 'B', enabled: false }).withCsrfToken().withInertia().loginAs(staff)
      put.assertStatus(404)
    }
  })

  test('issue 17 §4: a super admin saves a template; bad input (an empty subject, an unknown placeholder) gets a clear message and changes nothing', async ({
    client,
    assert,
  }) => {
    const staff = await superAdmin()
    const url = `/admin/program/emails/${LABS}/deadline_approaching`
    const saved = await client
      .put(url)
      .json({ subject: 'Two days left: {program}', body: 'Hi again. Registration closes {deadline}.', enabled: false })
      .withCsrfToken()
      .withInertia()
      .loginAs(staff)
      .redirects(0)
    assert.oneOf(saved.status(), [302, 303])
    assert.equal(saved.header('location'), url)
    const row = await ProgramEmailTemplate.query().where('program_slug', LABS).where('phase', 'deadline_approaching').firstOrFail()
    assert.deepEqual([row.subject, row.body, row.enabled, row.updatedByUserId], ['Two days left: {program}', 'Hi again. Registration closes {deadline}.', false, staff.id])

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ subject: '', body: 'Body', enabled: true }, 'subject', 'Please write a subject.'],
      [{ subject: '   ', body: 'Body', enabled: true }, 'subject', 'Please write a subject.'],
      [{ subject: 'Subject', body: 'Hello {nmae}', enabled: true }, 'body', 'Unknown placeholder {nmae}.'],
      [{ subject: 'x'.repeat(151), body: 'Body', enabled: true }, 'subject', 'Please keep the subject to 150 characters or fewer.'],
      [{ subject: 'Subject', body: 'x'.repeat(5001), enabled: true }, 'body', 'Please keep the email to 5000 characters or fewer.'],
      [{ subject: 'Subject', body: 'Body', enabled: 'sometimes' }, 'enabled', 'Please choose whether the email is sent.'],
    ]
    for (const [body, field, message] of cases) {
      const refused = await client.put(url).json(body).withCsrfToken().accept('json').loginAs(staff)
      refused.assertStatus(422)
      const error = (refused.body().errors as Array<{ field: string; message: string }>).find((candidate) => candidate.field === field)
      assert.exists(error, `${JSON.stringify(body).slice(0, 60)}: no error on ${field}`)
      assert.include(error!.message, message)
    }
    const unchanged = await ProgramEmailTemplate.query().where('program_slug', LABS).where('phase', 'deadline_approaching').firstOrFail()
    assert.deepEqual([unchanged.subject, unchanged.body, unchanged.enabled, unchanged.updatedAt.toMillis()], [row.subject, row.body, row.enabled, row.updatedAt.toMillis()])
  })

  test('issue 17 §4: an enabled learner_registration_opens template mails each waitlisted person once when the runner runs at the due time; running the task again sends nothing new', async ({
    assert,
  }) => {
    await setTemplate('learner_registration_opens', {
      subject: 'Registration is open: {program}, {iteration}',
      body: 'Sign up before {deadline}.\n\nSee {link} <b>now</b>',
      enabled: true,
    })
    const ref = { programSlug: LABS, waitlist: labs().waitlists.learner }
    const forIteration = await makeUser()
    const forNext = await makeUser()
    const left = await makeUser()
    const tutorOnly = await makeUser()
    await joinWaitlist({ ...ref, iteration: '2027-01', userId: forIteration.id })
    await joinWaitlist({ ...ref, iteration: 'next', userId: forNext.id })
    await joinWaitlist({ ...ref, iteration: '2027-01', userId: left.id })
    await leaveWaitlist({ ...ref, iteration: '2027-01', userId: left.id })
    await joinWaitlist({ programSlug: LABS, waitlist: labs().waitlists.tutor, iteration: '2027-01', userId: tutorOnly.id })

    const due = iteration('2027-01').learnerRegistrationOpensAt
    pinProgramClock(due)
    const summary = await runDueDeadlines(due)
    assert.include(summary.ran, `module:programs:emails:${LABS}:2027-01:learner_registration_opens`)

    const mail = await waitForMail(forIteration.email)
    assert.equal(mail.subject, 'Registration is open: Learning Labs, January 2027')
    assert.include(mail.text, `Hi ${forIteration.name},`)
    assert.include(mail.text, 'Sign up before January 8, 2027 at 11:59 PM ET.')
    assert.include(mail.html, '&lt;b&gt;now&lt;/b&gt;', 'the body is escaped in the HTML')
    assert.notInclude(mail.html, '<b>now</b>')
    await waitForMail(forNext.email)
    await settle()

    await task('2027-01', 'learner_registration_opens').run()
    await settle()
    for (const user of [forIteration, forNext]) {
      assert.lengthOf(await deliveries(user.id, '2027-01', 'learner_registration_opens'), 1)
      const { capturedMail } = await import('#app/support/mail/log_transport')
      assert.lengthOf(capturedMail.to(user.email).filter((sent) => sent.subject.startsWith('Registration is open: Learning Labs')), 1)
    }
    for (const user of [left, tutorOnly]) assert.lengthOf(await deliveries(user.id, '2027-01', 'learner_registration_opens'), 0)
  })

  test('issue 17 §4: a disabled template (or none) sends nothing', async ({ assert }) => {
    await setTemplate('tutor_registration_opens', { subject: 'Hosting is open', body: 'Host {program}.', enabled: false })
    await ProgramEmailTemplate.query().where('program_slug', LABS).where('phase', 'starts_tomorrow').delete()
    const tutor = await makeUser()
    await joinWaitlist({ programSlug: LABS, waitlist: labs().waitlists.tutor, iteration: '2027-02', userId: tutor.id })

    pinProgramClock(iteration('2027-02').tutorRegistrationOpensAt)
    await task('2027-02', 'tutor_registration_opens').run()
    pinProgramClock(iteration('2027-02').startsAt.minus({ days: 1 }))
    await task('2027-02', 'starts_tomorrow').run()
    await settle()
    assert.lengthOf(await db.from('mail_deliveries').whereLike('idempotency_key', `program-email:${LABS}:2027-02:%`), 0)
    const { capturedMail } = await import('#app/support/mail/log_transport')
    assert.lengthOf(capturedMail.to(tutor.email), 0)
  })

  test('issue 17 §4: a phase more than three days past at run time sends nothing (a new server does not mail old iterations)', async ({ assert }) => {
    await setTemplate('learner_registration_opens', { subject: 'Registration is open', body: 'Sign up for {iteration}.', enabled: true })
    const user = await makeUser()
    await joinWaitlist({ programSlug: LABS, waitlist: labs().waitlists.learner, iteration: '2025-02', userId: user.id })

    pinProgramClock(iteration('2025-02').learnerRegistrationOpensAt.plus({ days: 3, minutes: 1 }))
    await task('2025-02', 'learner_registration_opens').run()
    await settle()
    assert.lengthOf(await deliveries(user.id, '2025-02', 'learner_registration_opens'), 0)

    // Far in the past (today's clock for a 2025 iteration): the runner's pass sends nothing either.
    pinProgramClock(null)
    await task('2025-02', 'learner_registration_opens').run()
    await settle()
    assert.lengthOf(await deliveries(user.id, '2025-02', 'learner_registration_opens'), 0)
  })

  test("issue 17 §4: deadline_approaching skips waitlisted people who registered; post_survey sends learners the learner post-survey and hosts the tutor's", async ({
    assert,
  }) => {
    const { seriesId } = await openProgramSeries(LABS, { iteration: '2027-01', offering: 'pre-calculus-trigonometry' })
    const registered = await makeUser({ birth: birthForAge(16) })
    const waiting = await makeUser({ birth: birthForAge(16) })
    assert.isTrue((await registerForSeries(seriesId, registered.id)).ok)
    const host = (await db.from('series_hosts').where('series_id', seriesId).firstOrFail()).user_id as number
    const ref = { programSlug: LABS, waitlist: labs().waitlists.learner, iteration: '2027-01' }
    await joinWaitlist({ ...ref, userId: registered.id })
    await joinWaitlist({ ...ref, userId: waiting.id })

    await setTemplate('deadline_approaching', { subject: 'Two days left: {program}', body: 'Closes {deadline}.', enabled: true })
    pinProgramClock(iteration('2027-01').learnerDeadlineAt.minus({ days: 2 }))
    await task('2027-01', 'deadline_approaching').run()
    await waitForMail(waiting.email)
    await settle()
    assert.lengthOf(await deliveries(waiting.id, '2027-01', 'deadline_approaching'), 1)
    assert.lengthOf(await deliveries(registered.id, '2027-01', 'deadline_approaching'), 0)

    await setTemplate('post_survey', { subject: 'How was {program}?', body: 'Tell us: {survey}', enabled: true })
    pinProgramClock(iteration('2027-01').endsAt)
    await task('2027-01', 'post_survey').run()
    const learnerMail = await waitForMail(registered.email, (text) => text.includes('Tell us'))
    assert.include(learnerMail.text, iteration('2027-01').surveys.learnerPost)
    const hostEmail = (await db.from('users').where('id', host).firstOrFail()).email as string
    const hostMail = await waitForMail(hostEmail, (text) => text.includes('Tell us'))
    assert.include(hostMail.text, iteration('2027-01').surveys.tutorPost)
    assert.lengthOf(await deliveries(waiting.id, '2027-01', 'post_survey'), 0)
  })
})
