import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { birthForAge, makeLearner, makeTutor, makeUser, resetRateLimits } from '#tests/helpers/users'
import type { User } from '#modules/identity/index'
import type { Topic } from '#modules/catalog/index'
import BioRevision from '../../models/bio_revision.js'
import OneOnOneProfile from '../../models/one_on_one_profile.js'
import { BIO_MESSAGES } from '../../rules.js'
import { makeListedTutor, makeTopicWithWorld } from '../factories.js'

/*
 * Bios review (spec 000 §2.6 admin `bios`, §6.3 "Bios: policy"; issue 13 §4 contact-detail
 * detection, README "Bios review"): a bio with contact details is held, never shown, until policy
 * staff approve it; staff reject held or recently published bios with a reason the tutor reads.
 */
const staff = (...roles: string[]) => makeUser({ birth: birthForAge(40), roles: ['approved', 'admin:basic', ...roles] as any })

const saveBio = (client: any, tutor: User, topic: Topic, bio: string) =>
  client.post('/tutor/one-on-one').json({ bio, languages: ['en'], topicIds: [topic.id], isActive: true }).withCsrfToken().withInertia().loginAs(tutor).redirects(0)

const directoryBio = async (client: any, topic: Topic, tutor: User) => {
  const page = await client.get('/explore/tutors').qs({ topic: topic.id }).withInertia()
  return ((page.inertiaProps as any).tutors as { userId: number; bio: string }[]).find((card) => card.userId === tutor.id)?.bio
}

const latestRevision = (tutor: User) => BioRevision.query().where('user_id', tutor.id).orderBy('id', 'desc').firstOrFail()

type Who = 'visitor' | 'learner' | 'tutor' | 'otherTutor' | 'basicStaff' | 'mentorStaff' | 'policyStaff' | 'safetyStaff'
const WHO: Who[] = ['visitor', 'learner', 'tutor', 'otherTutor', 'basicStaff', 'mentorStaff', 'policyStaff', 'safetyStaff']
// spec 000 §6.3 "Bios: policy"; admin:safety implies admin:policy (spec 000 §6.2).
const REVIEWERS: Who[] = ['policyStaff', 'safetyStaff']

test.group('Bios review: authorisation (spec 000 §6.3 "Bios: policy")', (group) => {
  let people: Record<Exclude<Who, 'visitor'>, User>
  let topic: Topic
  group.setup(async () => {
    topic = (await makeTopicWithWorld()).topic
    people = {
      learner: await makeLearner(),
      tutor: (await makeListedTutor(topic.id)).tutor,
      otherTutor: (await makeListedTutor(topic.id)).tutor,
      basicStaff: await staff(),
      mentorStaff: await staff('admin:mentor'),
      policyStaff: await staff('admin:policy'),
      safetyStaff: await staff('admin:safety'),
    }
  })
  group.each.setup(() => resetRateLimits())

  /** A fresh held bio of the tutor (each row acts on its own). */
  const heldBio = async () => {
    const profile = await OneOnOneProfile.findByOrFail('user_id', people.tutor.id)
    return BioRevision.create({ oneOnOneProfileId: profile.id, userId: people.tutor.id, text: `Text me on 555-123-${1000 + Math.floor(Math.random() * 8999)}`, status: 'held', contactKinds: ['phone'], rejectReason: null, reviewedBy: null, reviewedAt: null })
  }

  const rows: { label: string; method: 'get' | 'post'; prepare: () => Promise<{ url: string; body?: Record<string, unknown> }> }[] = [
    { label: 'GET /admin/bios', method: 'get', prepare: async () => ({ url: '/admin/bios' }) },
    { label: 'GET /admin/bios?list=recent', method: 'get', prepare: async () => ({ url: '/admin/bios?list=recent' }) },
    { label: 'POST /admin/bios/:id/approve', method: 'post', prepare: async () => ({ url: `/admin/bios/${(await heldBio()).id}/approve` }) },
    { label: 'POST /admin/bios/:id/reject', method: 'post', prepare: async () => ({ url: `/admin/bios/${(await heldBio()).id}/reject`, body: { reason: 'No phone numbers, please.' } }) },
  ]

  test('{label}: visitors sign in; learners, tutors, basic and mentor staff are refused; policy and safety staff may')
    .with(rows)
    .run(async ({ client, assert }, row) => {
      for (const who of WHO) {
        const { url, body } = await row.prepare()
        let request = client[row.method](url).withInertia().withCsrfToken().redirects(0)
        if (body) request = request.json(body)
        if (who !== 'visitor') request = request.loginAs(people[who])
        const response = await request
        if (REVIEWERS.includes(who)) {
          assert.equal(response.status(), row.method === 'get' ? 200 : 302, who)
          if (row.method === 'get') response.assertInertiaComponent('tutors/admin_bios')
          else assert.notExists(response.flashMessages()?.error, who)
        } else {
          assert.equal(response.status(), who === 'visitor' ? 401 : 403, who)
        }
      }
    })
    .timeout(120_000)

  test('a refused review changes nothing; a second review of the same bio is refused with a sentence', async ({ client, assert }) => {
    const held = await heldBio()
    for (const who of ['learner', 'tutor', 'otherTutor', 'basicStaff', 'mentorStaff'] as const) {
      await client.post(`/admin/bios/${held.id}/approve`).withCsrfToken().loginAs(people[who])
      await client.post(`/admin/bios/${held.id}/reject`).json({ reason: 'Not your call at all.' }).withCsrfToken().loginAs(people[who])
    }
    await held.refresh()
    assert.equal(held.status, 'held')
    assert.isNull(held.reviewedBy)

    const first = await client.post(`/admin/bios/${held.id}/approve`).withCsrfToken().withInertia().loginAs(people.policyStaff).redirects(0)
    assert.notExists(first.flashMessages()?.error)
    const again = await client.post(`/admin/bios/${held.id}/reject`).json({ reason: 'Changed my mind.' }).withCsrfToken().withInertia().loginAs(people.safetyStaff).redirects(0)
    assert.equal(again.flashMessages()?.error, BIO_MESSAGES.notReviewable)
    await held.refresh()
    assert.equal(held.status, 'approved')
    assert.equal(held.reviewedBy, people.policyStaff.id)
  })

  test('an unknown or malformed bio id is not found', async ({ client }) => {
    ;(await client.post('/admin/bios/999999999/approve').withCsrfToken().withInertia().loginAs(people.policyStaff).redirects(0)).assertStatus(404)
    ;(await client.post('/admin/bios/abc/approve').withCsrfToken().withInertia().loginAs(people.policyStaff).redirects(0)).assertStatus(404)
  })
})

test.group('Bios review (spec 000 §6.3; issue 13 §4 contact details in bios)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a bio with a phone number is held: learners keep seeing the previous bio, the tutor reads "Your bio is waiting for review."', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id, { bio: 'I love algebra.' })
    assert.equal(await directoryBio(client, topic, tutor), 'I love algebra.')

    const saved = await saveBio(client, tutor, topic, 'I love algebra. Text me: 555-123-4567')
    assert.equal(saved.status(), 302)
    assert.equal(saved.flashMessages()?.success, BIO_MESSAGES.heldSaved)
    assert.equal(await directoryBio(client, topic, tutor), 'I love algebra.', 'the held text is not shown')
    const held = await latestRevision(tutor)
    assert.deepInclude(held.serialize(), { status: 'held' })
    assert.deepEqual(held.contactKinds, ['phone'])

    const own = (await client.get('/tutor/one-on-one').withInertia().loginAs(tutor)).inertiaProps as any
    assert.equal(own.profile.bio, 'I love algebra. Text me: 555-123-4567', 'the tutor edits what they wrote')
    assert.equal(own.profile.publicBio, 'I love algebra.')
    assert.deepEqual(own.profile.bioReview, { status: 'held', reason: null })
    assert.equal(BIO_MESSAGES.held, 'Your bio is waiting for review.')

    // Saving again without touching the bio (another field) keeps it held and says so.
    const again = await client.post('/tutor/one-on-one').json({ bio: 'I love algebra. Text me: 555-123-4567', languages: ['en', 'es'], topicIds: [topic.id], isActive: true }).withCsrfToken().withInertia().loginAs(tutor).redirects(0)
    assert.equal(again.flashMessages()?.success, BIO_MESSAGES.heldSaved)
    assert.lengthOf(await BioRevision.query().where('user_id', tutor.id).where('status', 'held'), 1)
  })

  test('email addresses, social handles and chat links are held; a plain link to a learning site is not', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id, { bio: 'Hello.' })
    for (const [bio, kind] of [
      ['Write to jane.doe@example.com', 'email'],
      ['my insta is jane_doe', 'handle'],
      ['Join me at https://discord.gg/abcd', 'link'],
    ] as const) {
      await saveBio(client, tutor, topic, bio)
      const revision = await latestRevision(tutor)
      assert.equal(revision.status, 'held', bio)
      assert.include(revision.contactKinds, kind, bio)
    }
    // Each new save supersedes the bio still waiting: one held at a time.
    assert.lengthOf(await BioRevision.query().where('user_id', tutor.id).where('status', 'held'), 1)
    await saveBio(client, tutor, topic, 'Practice at https://www.khanacademy.org before we meet.')
    assert.equal((await latestRevision(tutor)).status, 'published')
    assert.equal(await directoryBio(client, topic, tutor), 'Practice at https://www.khanacademy.org before we meet.')
    assert.lengthOf(await BioRevision.query().where('user_id', tutor.id).where('status', 'held'), 0, 'a clean bio replaces the held one')
  })

  test('policy staff see held bios with the tutor’s name (no email) and approve one: it is shown, who and when are recorded, the tutor is told', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id, { bio: 'Old bio.' })
    await saveBio(client, tutor, topic, 'New bio, call 555-123-4567 if the room fails')
    const held = await latestRevision(tutor)
    const reviewer = await staff('admin:policy')

    const page = (await client.get('/admin/bios').withInertia().loginAs(reviewer)).inertiaProps as any
    const item = page.bios.find((bio: any) => bio.id === held.id)
    assert.deepInclude(item, { status: 'held', tutorName: tutor.name, username: tutor.username, contactKinds: ['phone'], isPublic: false })
    assert.isAtLeast(page.heldCount, 1)
    assert.notInclude(JSON.stringify(page.bios), tutor.email)

    const approve = await client.post(`/admin/bios/${held.id}/approve`).withCsrfToken().withInertia().loginAs(reviewer).redirects(0)
    assert.equal(approve.status(), 302)
    await held.refresh()
    assert.equal(held.status, 'approved')
    assert.equal(held.reviewedBy, reviewer.id)
    assert.isNotNull(held.reviewedAt)
    assert.equal(await directoryBio(client, topic, tutor), 'New bio, call 555-123-4567 if the room fails')
    const told = await db.from('notifications').where('user_id', tutor.id).where('key', 'one_on_one.bio.reviewed').first()
    assert.exists(told)
    assert.notInclude(((await client.get('/admin/bios').withInertia().loginAs(reviewer)).inertiaProps as any).bios.map((bio: any) => bio.id), held.id)
    const recent = ((await client.get('/admin/bios?list=recent').withInertia().loginAs(reviewer)).inertiaProps as any).bios
    assert.deepInclude(recent.find((bio: any) => bio.id === held.id), { status: 'approved', reviewerName: reviewer.name })
  })

  test('rejecting a held bio needs a reason; the previous bio stays and the tutor reads the reason', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id, { bio: 'Old bio.' })
    await saveBio(client, tutor, topic, 'Find me on snapchat: jane.d')
    const held = await latestRevision(tutor)
    const reviewer = await staff('admin:policy')

    const noReason = await client.post(`/admin/bios/${held.id}/reject`).json({ reason: '  ' }).withCsrfToken().withInertia().loginAs(reviewer).redirects(0)
    assert.equal(noReason.status(), 302)
    assert.exists((noReason.flashMessages()?.inputErrorsBag as Record<string, string> | undefined)?.reason)
    await held.refresh()
    assert.equal(held.status, 'held', 'bad input changes nothing')

    const reason = 'Please keep contact on the platform: remove your Snapchat.'
    await client.post(`/admin/bios/${held.id}/reject`).json({ reason }).withCsrfToken().withInertia().loginAs(reviewer).redirects(0)
    await held.refresh()
    assert.deepInclude(held.serialize(), { status: 'rejected', rejectReason: reason, reviewedBy: reviewer.id })
    assert.equal(await directoryBio(client, topic, tutor), 'Old bio.')
    const own = (await client.get('/tutor/one-on-one').withInertia().loginAs(tutor)).inertiaProps as any
    assert.deepEqual(own.profile.bioReview, { status: 'rejected', reason })
    assert.equal(own.profile.publicBio, 'Old bio.')
  })

  test('a recently published bio can be rejected: the bio before it comes back; a first bio rejected leaves none', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id, { bio: 'First bio.' })
    await saveBio(client, tutor, topic, 'Second bio, rude words here.')
    const second = await latestRevision(tutor)
    assert.equal(second.status, 'published')
    assert.equal(await directoryBio(client, topic, tutor), 'Second bio, rude words here.')
    const reviewer = await staff('admin:policy')
    const recent = ((await client.get('/admin/bios?list=recent').withInertia().loginAs(reviewer)).inertiaProps as any).bios
    assert.deepInclude(recent.find((bio: any) => bio.id === second.id), { status: 'published', isPublic: true })

    await client.post(`/admin/bios/${second.id}/reject`).json({ reason: 'Keep it friendly for young learners.' }).withCsrfToken().withInertia().loginAs(reviewer).redirects(0)
    assert.equal(await directoryBio(client, topic, tutor), 'First bio.')

    const first = await BioRevision.query().where('user_id', tutor.id).where('text', 'First bio.').firstOrFail()
    await client.post(`/admin/bios/${first.id}/reject`).json({ reason: 'Too short to be useful.' }).withCsrfToken().withInertia().loginAs(reviewer).redirects(0)
    assert.equal(await directoryBio(client, topic, tutor), '')
  })

  test('a malformed list filter shows the held list, never an error page', async ({ client, assert }) => {
    const props = (await client.get('/admin/bios?list=everything&page=-2').withInertia().loginAs(await staff('admin:policy'))).inertiaProps as any
    assert.deepEqual(props.filters, { list: 'held', page: 1 })
  })

  test('the admin menu lists Bios for policy staff only', async ({ client, assert }) => {
    // spec 000 §6.3 "Feedbacks: policy or mentor": a page both open, to compare their menus.
    const entries = async (user: User) => {
      const page = await client.get('/admin/feedbacks').withInertia().loginAs(user)
      page.assertStatus(200)
      return ((page.inertiaProps as any).admin.menu.entries as { href: string }[]).map((entry) => entry.href)
    }
    const policyMenu = await entries(await staff('admin:policy'))
    const mentorMenu = await entries(await staff('admin:mentor'))
    assert.include(policyMenu, '/admin/bios')
    assert.include(mentorMenu, '/admin/feedbacks')
    assert.notInclude(mentorMenu, '/admin/bios')
  })

  test('a learner’s and another tutor’s view never include held text', async ({ client, assert }) => {
    const { topic } = await makeTopicWithWorld()
    const { tutor } = await makeListedTutor(topic.id, { bio: 'Public words.' })
    await saveBio(client, tutor, topic, 'Secret: text 555-123-4567')
    for (const viewer of [await makeLearner(), await makeTutor()]) {
      const page = await client.get('/explore/tutors').qs({ topic: topic.id }).withInertia().loginAs(viewer)
      assert.notInclude(JSON.stringify(page.inertiaProps), '555-123-4567')
    }
  })
})
