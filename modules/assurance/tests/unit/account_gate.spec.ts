import { test } from '@japa/runner'
import { AccountGateDenial, accountGate, expandRoles, gateAction } from '#modules/identity/index'
import { makeUser } from '#tests/helpers/users'

/* spec 000 §2.3 in-product modals on gated actions; spec 001 §4.4 reviewed / unreviewed. */
test.group('Account gate (spec 000 §2.3, spec 001 §4.4)', () => {
  test('which modal an account state opens', ({ assert }) => {
    assert.equal(accountGate(expandRoles([]), true), 'pending')
    assert.equal(accountGate(expandRoles(['unapproved']), true), 'pending')
    assert.isNull(accountGate(expandRoles([]), false), 'not onboarded: the access screens handle it')
    assert.isNull(accountGate(expandRoles(['approved']), true))
    assert.isNull(accountGate(expandRoles(['tutor']), true), 'tutor implies approved')
    assert.equal(accountGate(expandRoles(['rejected']), true), 'rejected')
    assert.equal(accountGate(expandRoles(['approved', 'blocked']), true), 'suspended')
    assert.equal(accountGate(expandRoles(['blocked:community']), true), 'suspended')
  })

  test('the denials carry the spec texts with {action} filled in', async ({ assert }) => {
    const pending = await gateAction(await makeUser({ roles: [] }), 'post in this world')
    assert.instanceOf(pending, AccountGateDenial)
    assert.equal(pending!.status, 403)
    assert.equal(pending!.message, 'Our team needs to approve your account before you can post in this world.')
    assert.equal(pending!.notice.title, 'Account pending')
    const suspended = await gateAction(await makeUser({ roles: ['blocked'] }), 'post in this world')
    assert.equal(suspended!.notice.title, 'Account Suspended')
    assert.equal(suspended!.message, 'Your account needs to be approved before you can post in this world.')
    const rejected = await gateAction(await makeUser({ roles: ['rejected'] }), 'post in this world')
    assert.equal(rejected!.notice.title, 'Account Rejected')
    assert.match(rejected!.notice.paragraphs.join(' '), /flagged for further review.*contact User Support with more details about why you want to join/)
    assert.isNull(await gateAction(await makeUser(), 'post in this world'))
  })
})
