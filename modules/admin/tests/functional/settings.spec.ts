import { test } from '@japa/runner'
import { AdminAuditEvent, WEBSITE_SETTING_DEFAULTS, getWebsiteSetting } from '#modules/admin/index'
import { makeUser } from '#tests/helpers/users'
import WebsiteSetting from '../../models/website_setting.js'
import { makePlace, makeSession, makeStaff } from '../factories.js'

/*
 * Settings pages (spec 000 §6.3: super): website_settings of spec 001 §3.5, marketing sources,
 * Slack links. Each changed key writes one audit row with its value before and after.
 */
async function settingAudits(key: string, actor: { id: number }) {
  return AdminAuditEvent.query()
    .where('subject_type', 'website_setting')
    .where('subject_id', key)
    .where('actor_user_id', actor.id)
    .orderBy('id', 'asc')
}

const websiteBody = (overrides: Record<string, unknown> = {}) => ({
  requireRegistrationAccountApproval: false,
  publicCountTutors: null,
  publicCountLearners: null,
  publicCountSessions: null,
  featuredSessions: [],
  ...overrides,
})

test.group('Admin settings', (group) => {
  // Settings are one row per key: each test starts from (and leaves) the defaults, so other
  // contexts' tests never see a value set here (e.g. account approval switched on).
  group.each.setup(async () => {
    await WebsiteSetting.query().delete()
    return async () => {
      await WebsiteSetting.query().delete()
    }
  })

  test('unset settings read as their defaults', async ({ assert }) => {
    assert.isFalse(await getWebsiteSetting('require-registration-account-approval'))
    assert.isNull(await getWebsiteSetting('public-count-tutors'))
    assert.deepEqual(await getWebsiteSetting('featured-sessions'), [])
    assert.deepEqual(await getWebsiteSetting('marketing-sources'), [])
    assert.deepEqual(await getWebsiteSetting('slack-links'), [])
    // A stored value of the wrong shape reads as the default too.
    await WebsiteSetting.create({ key: 'public-count-tutors', value: '"lots"', updatedByUserId: null })
    assert.equal(await getWebsiteSetting('public-count-tutors'), WEBSITE_SETTING_DEFAULTS['public-count-tutors'])
  })

  test('website settings: saved, read back typed, and each changed key audited', async ({ client, assert }) => {
    const staff = await makeStaff('admin:super')
    const place = await makePlace()
    const host = await makeUser({ roles: ['approved', 'tutor'] })
    const first = await makeSession(place, host)
    const second = await makeSession(place, host)
    const body = websiteBody({ requireRegistrationAccountApproval: true, publicCountTutors: 1200, featuredSessions: [second.id, first.id] })
    const response = await client.put('/admin/settings').json(body).withCsrfToken().withInertia().loginAs(staff).redirects(0)
    assert.oneOf(response.status(), [302, 303])
    assert.isTrue(await getWebsiteSetting('require-registration-account-approval'))
    assert.equal(await getWebsiteSetting('public-count-tutors'), 1200)
    assert.isNull(await getWebsiteSetting('public-count-learners'))
    assert.deepEqual(await getWebsiteSetting('featured-sessions'), [second.id, first.id])
    const approval = await settingAudits('require-registration-account-approval', staff)
    assert.lengthOf(approval, 1)
    assert.deepEqual(approval[0].details, { from: false, to: true })
    assert.equal(approval[0].actorUserId, staff.id)
    // Unchanged keys are not written or audited.
    assert.lengthOf(await settingAudits('public-count-learners', staff), 0)
    const row = await WebsiteSetting.findByOrFail('key', 'public-count-tutors')
    assert.equal(row.updatedByUserId, staff.id)

    const page = await client.get('/admin/settings').withInertia().loginAs(staff)
    page.assertInertiaComponent('admin/settings_website')
    assert.deepInclude(page.inertiaProps.settings, { requireRegistrationAccountApproval: true, publicCountTutors: 1200 })
    assert.deepEqual(
      page.inertiaProps.featured.map((item: { id: number }) => item.id),
      [second.id, first.id]
    )

    // Saving the same values again: nothing is audited.
    await client.put('/admin/settings').json(body).withCsrfToken().withInertia().loginAs(staff)
    assert.lengthOf(await settingAudits('require-registration-account-approval', staff), 1)
  })

  test('website settings: bad input gets 422 and changes nothing', async ({ client, assert }) => {
    const staff = await makeStaff('admin:super')
    const cases = [
      websiteBody({ publicCountTutors: -1 }),
      websiteBody({ publicCountTutors: 2.5 }),
      websiteBody({ publicCountLearners: 'many' }),
      websiteBody({ requireRegistrationAccountApproval: 'sometimes' }),
      websiteBody({ featuredSessions: [999999999] }),
      websiteBody({ featuredSessions: [1, 1] }),
      websiteBody({ featuredSessions: 'all' }),
      websiteBody({ featuredSessions: Array.from({ length: 13 }, (_, index) => index + 1) }),
      {},
    ]
    for (const body of cases) {
      const response = await client.put('/admin/settings').json(body).withCsrfToken().accept('json').loginAs(staff)
      response.assertStatus(422)
    }
    assert.lengthOf(await WebsiteSetting.all(), 0)
    assert.lengthOf(await AdminAuditEvent.query().where('actor_user_id', staff.id), 0)
  })

  test('marketing sources: saved in order, audited; duplicate or malformed slugs get 422', async ({ client, assert }) => {
    const staff = await makeStaff('admin:super')
    const sources = [
      { slug: 'school-counselor', label: 'My school counselor' },
      { slug: 'Friend', label: 'A friend' },
    ]
    const response = await client.put('/admin/settings-marketing-sources').json({ sources }).withCsrfToken().withInertia().loginAs(staff).redirects(0)
    assert.oneOf(response.status(), [302, 303])
    assert.deepEqual(await getWebsiteSetting('marketing-sources'), [
      { slug: 'school-counselor', label: 'My school counselor' },
      { slug: 'friend', label: 'A friend' },
    ])
    assert.lengthOf(await settingAudits('marketing-sources', staff), 1)
    for (const bad of [
      [{ slug: 'same', label: 'One' }, { slug: 'same', label: 'Two' }],
      [{ slug: 'has space', label: 'Spaced' }],
      [{ slug: 'ok', label: '' }],
      'friend',
    ]) {
      const refused = await client.put('/admin/settings-marketing-sources').json({ sources: bad }).withCsrfToken().accept('json').loginAs(staff)
      refused.assertStatus(422)
    }
    assert.lengthOf(await settingAudits('marketing-sources', staff), 1)
    const page = await client.get('/admin/settings-marketing-sources').withInertia().loginAs(staff)
    assert.lengthOf(page.inertiaProps.sources, 2)
  })

  test('Slack links: https only; saved and audited', async ({ client, assert }) => {
    const staff = await makeStaff('admin:super')
    const links = [{ label: 'Tutors lounge', url: 'https://peerhaven.slack.com/archives/C123' }]
    const response = await client.put('/admin/settings-slack-links').json({ links }).withCsrfToken().withInertia().loginAs(staff).redirects(0)
    assert.oneOf(response.status(), [302, 303])
    assert.deepEqual(await getWebsiteSetting('slack-links'), links)
    assert.lengthOf(await settingAudits('slack-links', staff), 1)
    for (const url of ['http://peerhaven.slack.com/x', 'javascript:alert(1)', 'slack.com/x', '//evil.example/x', 'https://']) {
      const refused = await client
        .put('/admin/settings-slack-links')
        .json({ links: [{ label: 'Bad link', url }] })
        .withCsrfToken()
        .accept('json')
        .loginAs(staff)
      refused.assertStatus(422)
      assert.equal(refused.body().errors[0].field, 'links.0.url', url)
    }
    assert.deepEqual(await getWebsiteSetting('slack-links'), links)
    assert.lengthOf(await settingAudits('slack-links', staff), 1)
  })
})
