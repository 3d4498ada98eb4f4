import { test } from '@japa/runner'
import { SeriesTemplate, SessionTemplate, createSessionTemplate } from '#modules/series/index'
import { AdminAuditEvent } from '#modules/admin/index'
import { makePlace, makeStaff, makeTemplate, templateBody } from '../factories.js'

/* Templates page (spec 000 §6.3: super or teach_for_america): series templates. */
async function audit(templateId: number, action?: string) {
  const query = AdminAuditEvent.query().where('subject_type', 'series_template').where('subject_id', String(templateId))
  if (action) query.where('action', action)
  return query
}

test.group('Admin templates', () => {
  test('create: stored inactive with its creator, audited', async ({ client, assert }) => {
    const staff = await makeStaff('admin:teach_for_america')
    const place = await makePlace()
    const body = templateBody(place, { slug: 'Algebra-Study-Group-1', title: '  Algebra study group  ' })
    const response = await client.post('/admin/templates').json(body).withCsrfToken().withInertia().loginAs(staff).redirects(0)
    response.assertStatus(302)
    const template = await SeriesTemplate.findByOrFail('slug', 'algebra-study-group-1')
    assert.equal(template.title, 'Algebra study group')
    assert.isFalse(Boolean(template.active))
    assert.equal(template.userId, staff.id)
    assert.equal(template.worldId, place.world.id)
    assert.equal(template.maxRegistrationsPerLearner, 2)
    response.assertHeader('location', `/admin/templates/${template.id}/edit`)
    const rows = await audit(template.id, 'template.created')
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].actorUserId, staff.id)
  })

  test('bad input gets 422 and creates nothing', async ({ client, assert }) => {
    const staff = await makeStaff('admin:super')
    const place = await makePlace()
    const existing = await makeTemplate(place)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ slug: 'Not a slug!' }, 'slug'],
      [{ slug: existing.slug }, 'slug'],
      [{ title: '' }, 'title'],
      [{ weeks: 0 }, 'weeks'],
      [{ weeks: 1.5 }, 'weeks'],
      [{ maxLearners: 'many' }, 'maxLearners'],
      [{ scheduleType: 'monthly' }, 'scheduleType'],
      [{ attendancePolicy: 'whenever' }, 'attendancePolicy'],
      [{ curriculumUrl: 'javascript:alert(1)' }, 'curriculumUrl'],
      [{ worldId: 999999999 }, 'worldId'],
      [{ courseId: 999999999 }, 'courseId'],
      [{ gatingGroup: 'Has Spaces' }, 'gatingGroup'],
      [{ allowCohosts: 'perhaps' }, 'allowCohosts'],
    ]
    const before = await SeriesTemplate.query().count('* as total').firstOrFail()
    for (const [override, field] of cases) {
      const response = await client.post('/admin/templates').json(templateBody(place, override)).withCsrfToken().accept('json').loginAs(staff)
      response.assertStatus(422)
      assert.include(
        (response.body().errors as Array<{ field: string }>).map((error) => error.field),
        field,
        JSON.stringify(override)
      )
    }
    const after = await SeriesTemplate.query().count('* as total').firstOrFail()
    assert.equal(Number(after.$extras.total), Number(before.$extras.total))
  })

  test('edit: saved and audited with the changed fields; nothing changed means no audit', async ({ client, assert }) => {
    const staff = await makeStaff('admin:super')
    const place = await makePlace()
    const template = await makeTemplate(place)
    const body = templateBody(place, { slug: template.slug, title: 'Geometry circle', weeks: 8 })
    const response = await client.put(`/admin/templates/${template.id}`).json(body).withCsrfToken().withInertia().loginAs(staff).redirects(0)
    assert.oneOf(response.status(), [302, 303])
    await template.refresh()
    assert.equal(template.title, 'Geometry circle')
    assert.equal(template.weeks, 8)
    const rows = await audit(template.id, 'template.updated')
    assert.lengthOf(rows, 1)
    const changes = rows[0].details.changes as Record<string, { from: unknown; to: unknown }>
    assert.deepEqual(changes.weeks, { from: 4, to: 8 })
    assert.notProperty(changes, 'slug')

    await client.put(`/admin/templates/${template.id}`).json(body).withCsrfToken().withInertia().loginAs(staff)
    assert.lengthOf(await audit(template.id, 'template.updated'), 1)

    const edit = await client.get(`/admin/templates/${template.id}/edit`).withInertia().loginAs(staff)
    edit.assertInertiaComponent('admin/template_form')
    assert.equal(edit.inertiaProps.template.title, 'Geometry circle')
    ;(await client.get('/admin/templates/999999999/edit').withInertia().loginAs(staff)).assertStatus(404)
  })

  test('activate and deactivate, each audited once', async ({ client, assert }) => {
    const staff = await makeStaff('admin:super')
    const place = await makePlace()
    const template = await makeTemplate(place, { active: false })
    const on = await client.put(`/admin/templates/${template.id}/activation`).json({ active: true }).withCsrfToken().withInertia().loginAs(staff).redirects(0)
    assert.oneOf(on.status(), [302, 303])
    await template.refresh()
    assert.isTrue(Boolean(template.active))
    // Already active: no second audit row.
    await client.put(`/admin/templates/${template.id}/activation`).json({ active: true }).withCsrfToken().withInertia().loginAs(staff)
    assert.lengthOf(await audit(template.id, 'template.activated'), 1)
    await client.put(`/admin/templates/${template.id}/activation`).json({ active: false }).withCsrfToken().withInertia().loginAs(staff)
    await template.refresh()
    assert.isFalse(Boolean(template.active))
    assert.lengthOf(await audit(template.id, 'template.deactivated'), 1)
    const bad = await client.put(`/admin/templates/${template.id}/activation`).json({ active: 'yes please' }).withCsrfToken().accept('json').loginAs(staff)
    bad.assertStatus(422)
  })

  test('a program template shows its program and iteration; the form never changes them', async ({ client, assert }) => {
    const staff = await makeStaff('admin:super')
    const place = await makePlace()
    const template = await makeTemplate(place, { programSlug: 'college-admissions-workshops', programIteration: '2026-09' })
    const edit = await client.get(`/admin/templates/${template.id}/edit`).withInertia().loginAs(staff)
    assert.deepInclude(edit.inertiaProps.template.program, { slug: 'college-admissions-workshops', iteration: '2026-09' })
    const list = await client.get(`/admin/templates?q=${template.slug}`).withInertia().loginAs(staff)
    assert.deepInclude(list.inertiaProps.templates[0].program, { slug: 'college-admissions-workshops', iteration: '2026-09' })
    await client
      .put(`/admin/templates/${template.id}`)
      .json({ ...templateBody(place, { slug: template.slug }), programSlug: 'other', programIteration: 'x' })
      .withCsrfToken()
      .withInertia()
      .loginAs(staff)
    await template.refresh()
    assert.equal(template.programSlug, 'college-admissions-workshops')
    assert.equal(template.programIteration, '2026-09')
  })
})

test.group('Admin templates: a template\'s sessions and curriculum (issue 21 §1)', () => {
  const doc = (text: string) => JSON.stringify({ serialization_method: 'slate_json_v1', content: [{ type: 'paragraph', children: [{ text }] }] })

  test('staff add sessions with a curriculum, change one, and see them on the edit page in order', async ({ client, assert }) => {
    const staff = await makeStaff('admin:super')
    const place = await makePlace()
    const template = await makeTemplate(place)
    const add = (body: Record<string, unknown>) =>
      client.post(`/admin/templates/${template.id}/sessions`).json(body).withCsrfToken().withInertia().loginAs(staff).redirects(0)
    ;(await add({ title: 'Common factors', curriculum: doc('Find the greatest common factor.'), durationMinutes: 50 })).assertStatus(302)
    ;(await add({ title: 'Trinomials', curriculumUrl: 'https://example.org/trinomials' })).assertStatus(302)
    ;(await add({ title: 'Warm-up', seriesPosition: 1 })).assertStatus(302)

    const page = await client.get(`/admin/templates/${template.id}/edit`).withInertia().loginAs(staff)
    const sessions = (page.inertiaProps as any).sessionTemplates
    assert.deepEqual(sessions.map((s: any) => [s.seriesPosition, s.title]), [[1, 'Warm-up'], [2, 'Common factors'], [3, 'Trinomials']])
    assert.include(JSON.stringify(sessions[1].curriculum), 'greatest common factor')
    assert.equal(sessions[1].durationMinutes, 50)
    assert.equal(sessions[2].curriculumUrl, 'https://example.org/trinomials')

    const changed = await client
      .put(`/admin/templates/${template.id}/sessions/${sessions[2].id}`)
      .json({ title: 'Factoring trinomials', seriesPosition: 1, active: false })
      .withCsrfToken()
      .withInertia()
      .loginAs(staff)
      .redirects(0)
    changed.assertStatus(303)
    const after = ((await client.get(`/admin/templates/${template.id}/edit`).withInertia().loginAs(staff)).inertiaProps as any).sessionTemplates
    assert.deepEqual(after.map((s: any) => [s.seriesPosition, s.title, s.active]), [[1, 'Factoring trinomials', false], [2, 'Warm-up', true], [3, 'Common factors', true]])
  })

  test('bad input changes nothing; another template\'s session is not found', async ({ client, assert }) => {
    const staff = await makeStaff('admin:super')
    const place = await makePlace()
    const [template, other] = [await makeTemplate(place), await makeTemplate(place)]
    const refused = await client.post(`/admin/templates/${template.id}/sessions`).json({ title: '', curriculumUrl: 'javascript:alert(1)' }).withCsrfToken().accept('json').loginAs(staff)
    refused.assertStatus(422)
    assert.lengthOf(await SessionTemplate.query().where('series_template_id', template.id), 0)
    const session = await createSessionTemplate(other.id, { title: 'Theirs' }, null)
    const foreign = await client.put(`/admin/templates/${template.id}/sessions/${session.id}`).json({ title: 'Mine now' }).withCsrfToken().accept('json').loginAs(staff)
    foreign.assertStatus(404)
    assert.equal((await SessionTemplate.findOrFail(session.id)).title, 'Theirs')
    ;(await client.post('/admin/templates/999999999/sessions').json({ title: 'Nowhere' }).withCsrfToken().accept('json').loginAs(staff)).assertStatus(404)
  })
})
