import { test } from '@japa/runner'
import { registerSubjectType } from '#kernel/subjects'
import type { User } from '#modules/identity/index'
import UserUploadPolicy from '../../policies/user_upload_policy.js'

/** Notes a test controls: `visibleTo` says who may see each one. */
const visibleTo = new Map<number, Set<number | null>>()
registerSubjectType('uploads-policy-tests', 'uploads_policy_note', {
  async resolve(id, viewer) {
    return visibleTo.get(id)?.has(viewer?.id ?? null) ? { title: 'Note', href: `/notes/${id}` } : null
  },
})

const person = (id: number) => ({ id }) as User
const upload = (userId: number, subjectId: number | null = null) => ({
  userId,
  subjectType: subjectId ? 'uploads_policy_note' : null,
  subjectId,
})

test.group('UserUploadPolicy (issue 9 §3 "every download access-checked")', () => {
  test('only the owner manages (PUT, complete, process) an upload; others are told 404', ({ assert }) => {
    const policy = new UserUploadPolicy()
    assert.isTrue(policy.manage(person(1), upload(1)))
    const denied = policy.manage(person(2), upload(1))
    assert.notStrictEqual(denied, true)
    assert.equal((denied as any).status, 404)
  })

  test('download: the owner always; others only where the owning content is visible to them', async ({ assert }) => {
    const policy = new UserUploadPolicy()
    visibleTo.set(7, new Set([2, null]))
    visibleTo.set(8, new Set([2]))
    assert.isTrue(await policy.download(person(1), upload(1)))
    assert.equal(((await policy.download(person(2), upload(1))) as any).status, 404)
    assert.equal(((await policy.download(null, upload(1))) as any).status, 404)
    assert.isTrue(await policy.download(person(2), upload(1, 7)))
    assert.isTrue(await policy.download(null, upload(1, 7)))
    assert.isTrue(await policy.download(person(2), upload(1, 8)))
    assert.equal(((await policy.download(person(3), upload(1, 8))) as any).status, 404)
    assert.equal(((await policy.download(null, upload(1, 8))) as any).status, 404)
  })
})
