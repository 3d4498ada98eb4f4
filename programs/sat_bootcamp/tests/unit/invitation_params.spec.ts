import { test } from '@japa/runner'
import { carriesInvitation, invitationQuery, parseInvitationParams } from '../../invitation_params.js'

/* spec 000 §2.2 "/sat-bootcamp ... query parameters invite_code (lowercased), params (encoded bundle), as, ref, ref_sat". */
const packed = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url')

test.group('SAT invitation parameters (spec 000 §2.2)', () => {
  test('each parameter is read, trimmed and lowercased; malformed ones are dropped', ({ assert }) => {
    assert.deepEqual(parseInvitationParams({ invite_code: ' Spring-26 ', as: 'tutor', ref: 'Newsletter', ref_sat: 'FRIEND_1' }), { inviteCode: 'spring-26', as: 'tutor', ref: 'newsletter', refSat: 'friend_1' })
    assert.deepEqual(parseInvitationParams({ invite_code: '<b>', as: 'admin', ref: 'a b', ref_sat: ['x'] }), { inviteCode: null, as: null, ref: null, refSat: null })
    assert.deepEqual(parseInvitationParams({}), { inviteCode: null, as: null, ref: null, refSat: null })
  })

  test('params is the same fields as base64url JSON; a field given directly wins; junk bundles are ignored', ({ assert }) => {
    assert.deepEqual(parseInvitationParams({ params: packed({ invite_code: 'CB1', as: 'learner', ref: 'partner', ref_sat: 'amy', extra: 'x' }) }), { inviteCode: 'cb1', as: 'learner', ref: 'partner', refSat: 'amy' })
    assert.equal(parseInvitationParams({ params: packed({ invite_code: 'cb1' }), invite_code: 'direct' }).inviteCode, 'direct')
    for (const junk of ['%%%', packed([1, 2]), packed('text'), 'a'.repeat(2000), Buffer.from('{not json').toString('base64url')]) {
      assert.deepEqual(parseInvitationParams({ params: junk }), { inviteCode: null, as: null, ref: null, refSat: null })
    }
  })

  test('what is worth recording, and the query carried through sign-up', ({ assert }) => {
    assert.isFalse(carriesInvitation(parseInvitationParams({ as: 'tutor' })))
    assert.isTrue(carriesInvitation(parseInvitationParams({ ref_sat: 'amy' })))
    assert.equal(invitationQuery({ inviteCode: 'abc', as: null, ref: 'mail', refSat: 'amy' }), 'invite_code=abc&ref=mail&ref_sat=amy')
    assert.equal(invitationQuery({ inviteCode: null, as: null, ref: null, refSat: null }), '')
  })
})
