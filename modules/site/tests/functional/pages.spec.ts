import { test } from '@japa/runner'
import { makeUser } from '#tests/helpers/users'

/*
 * The site's written pages (spec 000 §2.2 /about, /about/{page}, /about/terms, /about/privacy,
 * /partnerships, /become-a-tutor; §2.1 /educators): visitors and members see the same page.
 */
const PAGES = [
  { path: '/about', component: 'site/about' },
  { path: '/about/team', component: 'site/about_team' },
  { path: '/about/contact', component: 'site/about_contact' },
  { path: '/about/faq', component: 'site/about_faq' },
  { path: '/about/terms', component: 'site/terms' },
  { path: '/about/privacy', component: 'site/privacy' },
  { path: '/community-guidelines', component: 'site/community_guidelines' },
  { path: '/session-safety', component: 'site/session_safety' },
  { path: '/become-a-tutor', component: 'site/become_a_tutor' },
  { path: '/educators', component: 'site/educators' },
  { path: '/partnerships', component: 'site/partnerships' },
]

test.group('Site pages', () => {
  test('a visitor opens {path}')
    .with(PAGES)
    .run(async ({ client }, page) => {
      const response = await client.get(page.path).withInertia()
      response.assertStatus(200)
      response.assertInertiaComponent(page.component)
    })

  test('a signed-in member opens {path}')
    .with(PAGES)
    .run(async ({ client }, page) => {
      const user = await makeUser()
      const response = await client.get(page.path).withInertia().loginAs(user)
      response.assertStatus(200)
      response.assertInertiaComponent(page.component)
    })

  test('an unknown /about/{page} is the friendly not-found page')
    .with(['/about/x', '/about/constructor', '/about/TEAM'])
    .run(async ({ client }, path) => {
      const response = await client.get(path).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('errors/not_found')
    })

  test('the about pages state the tutor community claim (spec 000 §1)', async ({ client }) => {
    const response = await client.get('/about').withInertia()
    response.assertInertiaPropsContains({ stats: { tutors: 'more than 11,000' } })
  })

  test('the contact page receives the help, safety and press addresses', async ({ client }) => {
    const response = await client.get('/about/contact').withInertia()
    response.assertInertiaPropsContains({
      emails: { help: 'help@peerhaven.org', safety: 'safety@peerhaven.org', press: 'press@peerhaven.org' },
    })
  })

  test('a full page load renders the page in the app frame', async ({ client, assert }) => {
    const response = await client.get('/about/privacy')
    response.assertStatus(200)
    assert.match(response.header('content-type') as string, /text\/html/)
    assert.match(response.text(), /site(\/|\\\/|&#x2F;|&#47;)privacy/)
  })
})

test.group('Site navigation (spec 000 §2.6)', () => {
  test('visitors get How it Works, About, Community and the footer groups', async ({ client, assert }) => {
    const response = await client.get('/about').withInertia()
    const menus = response.inertiaProps.navigation.menus as Record<
      string,
      Array<{ label: string; href: string; group?: string }>
    >
    assert.includeMembers(
      menus.howItWorks.map((entry) => entry.href),
      [
        '/about#peer-tutoring-benefits',
        '/become-a-tutor#certification',
        '/become-a-tutor',
        '/session-safety',
        'mailto:help@peerhaven.org',
      ]
    )
    assert.deepEqual(
      menus.about.map((entry) => [entry.label, entry.href]),
      [['About', '/about']]
    )
    assert.includeMembers(
      menus.community.map((entry) => entry.href),
      ['/community-guidelines']
    )
    const footer = (group: string) =>
      menus.footer.filter((entry) => entry.group === group).map((entry) => entry.href)
    assert.includeMembers(footer('About'), ['/about', '/about/team', '/about/contact', '/partnerships'])
    assert.includeMembers(footer('Tutoring'), ['/become-a-tutor', '/session-safety', '/educators'])
    assert.includeMembers(footer('Community'), ['/community-guidelines'])
    assert.includeMembers(footer('Resources'), ['/about/terms', '/about/privacy', '/about/faq'])
  })

  test('members keep the footer but not the logged-out menus', async ({ client, assert }) => {
    const user = await makeUser()
    const response = await client.get('/about').withInertia().loginAs(user)
    const menus = response.inertiaProps.navigation.menus as Record<string, unknown[] | undefined>
    assert.isUndefined(menus.howItWorks)
    assert.isUndefined(menus.about)
    assert.isAbove(menus.footer?.length ?? 0, 10)
  })

  test('every internal link of the navigation opens a page', async ({ client }) => {
    const response = await client.get('/about').withInertia()
    const menus = response.inertiaProps.navigation.menus as Record<string, Array<{ href: string }>>
    const hrefs = new Set(
      [...menus.howItWorks, ...menus.about, ...menus.community, ...menus.footer]
        .map((entry) => entry.href)
        .filter((href) => href.startsWith('/'))
        .map((href) => href.split('#')[0])
    )
    for (const href of hrefs) {
      const page = await client.get(href).withInertia()
      page.assertStatus(200)
    }
  })
})
