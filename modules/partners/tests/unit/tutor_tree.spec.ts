import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { makeLearner, makeTutor } from '#tests/helpers/users'
import { queryCounter } from '#tests/helpers/query_count'
import { branchesUnder, TREE_PAGE_SIZE, type Branch } from '../../queries/tutor_tree.js'
import { createLandingSource } from '../../actions/create_landing_source.js'
import { ensureReferralCode, recordReferral } from '#modules/recognition/index'
import { makePastSession, makeSession } from '#modules/tutoring/tests/factories'
import { bring, hostSessions } from '../factories.js'

/*
 * Tutor trees (issue 21 §5 "who brought whom onto the platform (referrals) as a browsable tree with
 * counts of sessions hosted per branch"): roots are people nobody referred who referred someone;
 * each node sums its whole branch.
 */
const find = (rows: Branch[], userId: number) => {
  const row = rows.find((branch) => branch.userId === userId)
  if (!row) throw new Error(`user ${userId} is not in the list`)
  return row
}

test.group('tutor trees: building the tree and summing branches (issue 21 §5)', (group) => {
  const queries = queryCounter(group)

  test('roots, direct recruits and branch sums of sessions hosted', async ({ assert }) => {
    // ann → bob → (cat → dan), eve; ann hosted 1, bob 2, cat 3, dan 4, eve 0.
    const [ann, bob, cat, dan] = [await makeTutor(), await makeTutor(), await makeTutor(), await makeTutor()]
    const eve = await makeLearner()
    await bring(ann, bob)
    await bring(bob, cat)
    await bring(cat, dan)
    await bring(bob, eve)
    await hostSessions(ann, 1)
    await hostSessions(bob, 2)
    await hostSessions(cat, 3)
    await hostSessions(dan, 4)

    const roots = await branchesUnder(null)
    const root = find(roots.rows, ann.id)
    assert.deepInclude(root, { brought: 1, people: 4, hostedOwn: 1, hostedBranch: 10, name: ann.displayName })
    assert.notExists(roots.rows.find((row) => [bob.id, cat.id, dan.id, eve.id].includes(row.userId)), 'only people nobody referred are roots')

    const underAnn = await branchesUnder(ann.id)
    assert.equal(underAnn.total, 1)
    assert.deepInclude(underAnn.rows[0], { userId: bob.id, brought: 2, people: 3, hostedOwn: 2, hostedBranch: 9 })

    const underBob = await branchesUnder(bob.id)
    assert.deepEqual(
      underBob.rows.map((row) => [row.userId, row.people, row.hostedBranch]),
      [
        [cat.id, 1, 7],
        [eve.id, 0, 0],
      ],
      'biggest branch first'
    )
    // Minors appear by their display name only (first name and last initial).
    assert.equal(find(underBob.rows, eve.id).name, eve.displayName)

    assert.deepEqual((await branchesUnder(dan.id)).rows, [], 'a leaf has no branches')
  })

  test('sessions not ended, canceled or where the host is unapproved do not count', async ({ assert }) => {
    const [root, recruit] = [await makeTutor(), await makeTutor()]
    await bring(root, recruit)
    await hostSessions(recruit, 2)
    const sessions = await db.from('session_hosts').where('user_id', recruit.id).select('session_id')
    await db.from('tutoring_sessions').where('id', sessions[0].session_id).update({ canceled_at: '2026-01-01 00:00:00' })
    await makeSession({ host: recruit })
    // A co-host request never approved, on someone else's ended session.
    const { session: other } = await makePastSession()
    await db.table('session_hosts').insert({ user_id: recruit.id, session_id: other.id, role: 'co-host', approved_at: null, created_at: '2026-01-01 00:00:00', updated_at: '2026-01-01 00:00:00' })
    const row = find((await branchesUnder(null)).rows, root.id)
    assert.equal(row.hostedBranch, 1)
  })

  test('a person who came through a partner landing page is marked with it', async ({ assert }) => {
    const created = await createLandingSource('tree-partner', { header: 'Welcome', subheader: null, logoUrl: null, collegeAdmissionsPartner: false })
    assert.notEqual(created, 'taken')
    const [founder, recruit] = [await makeTutor(), await makeLearner()]
    assert.isTrue(await recordReferral(founder.id, 'tree-partner'))
    await bring(founder, recruit)
    const row = find((await branchesUnder(null)).rows, founder.id)
    assert.equal(row.viaPartner, 'tree-partner', 'a partner is not a person: the founder is still a root')
  })

  test('a referral cycle in bad data does not loop', async ({ assert }) => {
    const [a, b] = [await makeTutor(), await makeTutor()]
    await bring(a, b)
    // b → a as well (impossible through sign-up, possible in imported data).
    const bSource = await db.from('referral_sources').where('referral_code', await ensureReferralCode(b.id)).first()
    await db.table('referrals').insert({ referred_user_id: a.id, referral_source_id: bSource.id, referrer_user_id: b.id, created_at: '2026-01-01 00:00:00' })
    const underA = await branchesUnder(a.id)
    assert.deepInclude(underA.rows[0], { userId: b.id, people: 1 })
  })

  test('a list costs the same few queries however big the trees are', async ({ assert }) => {
    const root = await makeTutor()
    let parent = root
    for (let i = 0; i < 6; i++) {
      const next = await makeTutor()
      await bring(parent, next)
      await hostSessions(next, 1)
      parent = next
    }
    const count = await queries.measure(() => branchesUnder(null))
    assert.isAtMost(count, 3)
    assert.equal(find((await branchesUnder(null)).rows, root.id).hostedBranch, 6)
  })

  test('lists paginate', async ({ assert }) => {
    const root = await makeTutor()
    for (let i = 0; i < TREE_PAGE_SIZE + 2; i++) await bring(root, await makeLearner())
    const first = await branchesUnder(root.id, 1)
    const second = await branchesUnder(root.id, 2)
    assert.equal(first.total, TREE_PAGE_SIZE + 2)
    assert.equal(first.lastPage, 2)
    assert.lengthOf(first.rows, TREE_PAGE_SIZE)
    assert.lengthOf(second.rows, 2)
    assert.equal((await branchesUnder(root.id, 99)).page, 2, 'a page past the end shows the last one')
  })
})
