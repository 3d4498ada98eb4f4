import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'
import { canTutorTopic, listTopics, tutorableTopics } from '../../queries/catalog.js'
import { makeCertification, makeCourse, makeTopic } from '../factories.js'

/*
 * spec 000 §6.4 / 001 §5.4: "A topic is tutorable if an active challenge topic or an approved
 * certification."
 */
test.group('canTutorTopic', () => {
  test('an active challenge topic: anyone can tutor it', async ({ assert }) => {
    const course = await makeCourse()
    const topic = await makeTopic(course.id, 'challenge')
    const user = await makeUser()
    assert.isTrue(await canTutorTopic(user.id, topic.id))
  })

  test('an inactive challenge topic: not without a certification', async ({ assert }) => {
    const course = await makeCourse()
    const topic = await makeTopic(course.id, 'challenge', { active: false })
    const user = await makeUser()
    assert.isFalse(await canTutorTopic(user.id, topic.id))
  })

  test('a non-challenge topic without a certification: no, for every type', async ({ assert }) => {
    const course = await makeCourse()
    const user = await makeUser()
    for (const type of ['unit', 'qa', 'other', 'ap'] as const) {
      const topic = await makeTopic(course.id, type)
      assert.isFalse(await canTutorTopic(user.id, topic.id), type)
    }
  })

  test('an approved certification: yes, even for an inactive topic', async ({ assert }) => {
    const course = await makeCourse()
    const unit = await makeTopic(course.id, 'unit')
    const retired = await makeTopic(course.id, 'challenge', { active: false })
    const user = await makeUser()
    const other = await makeUser()
    await makeCertification(user.id, unit.id, 'approved')
    await makeCertification(user.id, retired.id, 'approved')
    assert.isTrue(await canTutorTopic(user.id, unit.id))
    assert.isTrue(await canTutorTopic(user.id, retired.id))
    assert.isFalse(await canTutorTopic(other.id, unit.id), "someone else's certification does not count")
  })

  test('a rejected, an unreviewed or a soft-deleted certification: no', async ({ assert }) => {
    const course = await makeCourse()
    const rejectedTopic = await makeTopic(course.id, 'unit')
    const pendingTopic = await makeTopic(course.id, 'unit')
    const deletedTopic = await makeTopic(course.id, 'unit')
    const user = await makeUser()
    await makeCertification(user.id, rejectedTopic.id, 'rejected')
    await makeCertification(user.id, pendingTopic.id, 'unreviewed')
    const deleted = await makeCertification(user.id, deletedTopic.id, 'approved')
    await deleted.softDelete()
    assert.isFalse(await canTutorTopic(user.id, rejectedTopic.id))
    assert.isFalse(await canTutorTopic(user.id, pendingTopic.id))
    assert.isFalse(await canTutorTopic(user.id, deletedTopic.id))
  })

  test('a soft-deleted topic or an unknown id: no', async ({ assert }) => {
    const course = await makeCourse()
    const topic = await makeTopic(course.id, 'challenge')
    const user = await makeUser()
    await topic.softDelete()
    assert.isFalse(await canTutorTopic(user.id, topic.id))
    assert.isFalse(await canTutorTopic(user.id, 987_654_321))
    assert.isFalse(await canTutorTopic(user.id, -1))
  })
})

test.group('tutorableTopics and listTopics', () => {
  test('tutorableTopics: active challenge topics plus approved certifications, with the course', async ({ assert }) => {
    const course = await makeCourse()
    const open = await makeTopic(course.id, 'challenge')
    const retired = await makeTopic(course.id, 'challenge', { active: false })
    const certified = await makeTopic(course.id, 'unit')
    const pending = await makeTopic(course.id, 'unit')
    const deletedCert = await makeTopic(course.id, 'unit')
    const user = await makeUser()
    await makeCertification(user.id, certified.id, 'approved')
    await makeCertification(user.id, pending.id, 'unreviewed')
    const removed = await makeCertification(user.id, deletedCert.id, 'approved')
    await removed.softDelete()

    const topics = await tutorableTopics(user.id)
    const ids = topics.map((topic) => topic.id)
    assert.include(ids, open.id)
    assert.include(ids, certified.id)
    assert.notInclude(ids, retired.id)
    assert.notInclude(ids, pending.id)
    assert.notInclude(ids, deletedCert.id)
    assert.equal(topics.find((topic) => topic.id === certified.id)!.course.slug, course.slug)
    // Every listed topic passes canTutorTopic.
    for (const topic of topics.filter((t) => t.courseId === course.id)) {
      assert.isTrue(await canTutorTopic(user.id, topic.id))
    }
  })

  test('listTopics filters by course and leaves out inactive topics unless asked', async ({ assert }) => {
    const course = await makeCourse()
    const otherCourse = await makeCourse()
    const active = await makeTopic(course.id, 'unit', { weight: 2 })
    const first = await makeTopic(course.id, 'unit', { weight: 1 })
    const inactive = await makeTopic(course.id, 'unit', { active: false })
    await makeTopic(otherCourse.id, 'unit')
    const listed = await listTopics({ courseId: course.id })
    assert.deepEqual(listed.map((t) => t.id), [first.id, active.id])
    const all = await listTopics({ courseId: course.id, includeInactive: true })
    assert.include(all.map((t) => t.id), inactive.id)
  })
})
