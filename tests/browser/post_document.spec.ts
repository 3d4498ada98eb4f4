import { test } from '@japa/runner'
import sharp from 'sharp'
import type { Page } from 'playwright'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { makeTutor, makeUser, resetRateLimits } from '#tests/helpers/users'

/*
 * Issue 9 "Done when": a post-like document with a mention, a formula and an image, written in the
 * full editor (spec 001 §3.8, §5.2) and shown as readers see it. The staff rich text check page
 * hosts the editor; its `within` names the world whose members may be mentioned.
 */

/** A small real PNG (uploads checks magic bytes and re-encodes images). */
const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#3d48bd' } }).png().toBuffer()

async function insertFormula(page: Page, latex: string) {
  await page.getByRole('button', { name: 'Formula' }).click()
  await page.getByLabel('Formula (LaTeX)').fill(latex)
  await page.getByRole('button', { name: 'Insert formula' }).click()
}

async function insertImage(page: Page, description: string) {
  await page.getByRole('button', { name: 'Insert image' }).click()
  await page.getByLabel('Image description').fill(description)
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose images' }).click()
  await (await chooser).setFiles({ name: 'triangle.png', mimeType: 'image/png', buffer: await png() })
  await page.getByRole('button', { name: 'Insert image' }).waitFor()
}

test.group('A post-like document in the editor (spec 001 §3.8, §5.2)', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a mention, a formula and an image are written, checked by the server and rendered', async ({ browserContext, assert }) => {
    const world = await makeWorld('public')
    const writer = await makeUser({ roles: ['approved', 'admin:basic'] })
    const friend = await makeTutor()
    friend.name = 'Priya Raman'
    await friend.save()
    await makeMember(writer.id, world.id)
    await makeMember(friend.id, world.id)
    await browserContext.loginAs(writer)
    const page = await browserContext.newPage()
    await page.goto(`/rich-text/check?within=world:${world.id}`)

    const editor = page.getByRole('textbox', { name: 'Document' })
    await editor.click()
    await page.keyboard.type('Thanks ')
    // spec 001 §5.2: from 3 characters the server suggests people of the world (debounced 300 ms).
    await page.keyboard.type('@Pri')
    await page.getByRole('option', { name: /Priya/ }).waitFor()
    await page.keyboard.press('Enter')
    await page.keyboard.type(' for the proof that ')
    await insertFormula(page, 'a^2+b^2=c^2')
    await editor.click()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await insertImage(page, 'A right triangle')
    await page.locator('[contenteditable=true] img').waitFor()

    await page.getByRole('button', { name: 'Check and preview' }).click()
    const rendered = page.getByRole('region', { name: 'As readers see it' })
    await rendered.waitFor()
    await rendered.getByText(/Thanks/).first().waitFor()
    assert.include(await rendered.innerText(), '@Priya')
    assert.isAbove(await rendered.locator('.katex').count(), 0, 'the formula is typeset by KaTeX')
    const image = rendered.getByRole('img', { name: 'A right triangle' })
    assert.match((await image.getAttribute('src')) ?? '', /^\/uploads\/\d+\//)
    assert.isTrue(await image.evaluate((element) => (element as any).complete && (element as any).naturalWidth > 0), 'the image loads')
  })
})
