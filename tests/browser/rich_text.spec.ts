import { test } from '@japa/runner'
import sharp from 'sharp'
import type { Locator, Page } from 'playwright'
import { makeUser } from '#tests/helpers/users'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { XSS_PAYLOADS } from '#modules/rich_text/tests/xss/payloads'

/*
 * issue 9 "Done when": write a post-like document with a mention, math and an image and see it
 * rendered (spec 001 §3.8, §5.2). Driven through the staff rich text check page, which checks
 * the document on the server as it would be stored and shows it as readers see it.
 */
/** One paste event per clipboard (a list of type and text), dispatched on the editor as a browser would. */
async function paste(editor: Locator, clipboards: { type: string; text: string }[][]) {
  await editor.evaluate((element: any, all) => {
    const browser = globalThis as any
    for (const items of all) {
      const data = new browser.DataTransfer()
      for (const { type, text } of items) data.setData(type, text)
      element.dispatchEvent(new browser.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    }
  }, clipboards)
}

/** The check page for a new staff member, counting (and dismissing) any alert, confirm or prompt. */
async function checkPageAsStaff(browserContext: any, visit: (url: string) => Promise<Page>) {
  const staff = await makeUser({ roles: ['approved', 'admin:basic'] })
  await browserContext.loginAs(staff)
  const page = await visit('/rich-text/check')
  let count = 0
  page.on('dialog', async (dialog) => {
    count++
    await dialog.dismiss()
  })
  return { page, dialogs: () => count }
}

async function redPng() {
  return sharp({ create: { width: 24, height: 16, channels: 3, background: '#c00' } }).png().toBuffer()
}

test.group('Rich text editor in a real browser', () => {
  test('write with a mention, a formula, a pasted link and an image; the server checks it; it renders', async ({ browserContext, visit, assert }) => {
    const world = await makeWorld('membership')
    const staff = await makeUser({ roles: ['approved', 'admin:basic'] })
    const ada = await makeUser()
    await ada.merge({ name: 'Ada Lovelace', dateOfBirth: null }).save()
    await makeMember(staff.id, world.id)
    await makeMember(ada.id, world.id)
    await browserContext.loginAs(staff)
    const page = await visit(`/rich-text/check?within=world:${world.id}`)

    const editor = page.getByRole('textbox', { name: 'Document' })
    await editor.click()
    await page.keyboard.type('Hello ')
    await page.keyboard.press('Control+b')
    await page.keyboard.type('bold')
    await page.keyboard.press('Control+b')
    await page.keyboard.type(' friends, ')

    // Mentions: "@" then 3 characters asks the server (debounced), Enter picks the first person.
    await page.keyboard.type('@Ada')
    await page.getByRole('option', { name: /Ada L\./ }).waitFor()
    await page.keyboard.press('Enter')
    await page.keyboard.type(' see ')

    // A pasted URL becomes a link (spec 001 §5.2).
    await paste(editor, [[{ type: 'text/plain', text: 'https://example.org/pasted' }]])
    await page.keyboard.type(' and ')

    // A formula through the toolbar's popover, from the keyboard.
    await page.getByRole('button', { name: 'Formula' }).click()
    await page.getByLabel('Formula (LaTeX)').fill('\\frac{1}{2}')
    await page.getByRole('button', { name: 'Insert formula' }).click()

    // An image through the uploads module (editor-image), with its description.
    await page.getByRole('button', { name: 'Insert image' }).click()
    await page.getByLabel('Image description').fill('A red rectangle')
    await page.locator('input[type=file]').setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: await redPng() })
    await page.locator('.ProseMirror img[src^="/uploads/"]').waitFor()

    await page.getByRole('button', { name: 'Check and preview' }).click()
    const preview = page.getByRole('region', { name: 'As readers see it' })
    await preview.waitFor()

    // RICH_TEXT_SCREENSHOTS=<dir>: the page at 1280 and 360 px, and the emoji picker, for review.
    const shots = process.env.RICH_TEXT_SCREENSHOTS
    if (shots) {
      await page.screenshot({ path: `${shots}/rich_text_check_1280.png`, fullPage: true })
      await page.setViewportSize({ width: 360, height: 800 })
      await page.screenshot({ path: `${shots}/rich_text_check_360.png`, fullPage: true })
    }
    // The emoji picker: the static data file, a search, a pick at the cursor.
    await editor.click()
    await page.getByRole('button', { name: 'Insert emoji' }).click()
    await page.getByLabel('Search emoji').fill('hundred')
    if (shots) await page.screenshot({ path: `${shots}/rich_text_emoji_360.png` })
    await page.getByRole('button', { name: 'Hundred Points' }).click()
    assert.include(await editor.textContent(), '💯')
    assert.equal(await preview.locator('strong').first().textContent(), 'bold')
    assert.equal(await preview.locator('.rich-text-mention').textContent(), '@Ada L.')
    const link = preview.getByRole('link', { name: 'https://example.org/pasted' })
    assert.equal(await link.getAttribute('href'), 'https://example.org/pasted')
    assert.equal(await link.getAttribute('rel'), 'ugc nofollow noopener')
    assert.equal(await link.getAttribute('target'), '_blank')
    assert.isAbove(await preview.locator('.katex').count(), 0)
    const image = preview.getByRole('img', { name: 'A red rectangle' })
    assert.match((await image.getAttribute('src')) ?? '', /^\/uploads\/\d+\/red/)
  })

  test('a hostile link typed into the link control never reaches the page', async ({ browserContext, visit, assert }) => {
    const { page, dialogs } = await checkPageAsStaff(browserContext, visit)
    const editor = page.getByRole('textbox', { name: 'Document' })
    await editor.click()
    await page.keyboard.type('click me')
    await page.keyboard.press('Shift+Home')
    await page.getByRole('button', { name: 'Link', exact: true }).click()
    await page.getByLabel('Enter URL').fill('javascript:alert(1)')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('button', { name: 'Check and preview' }).click()
    await page.getByRole('region', { name: 'As readers see it' }).waitFor()
    assert.equal(await page.locator('.rich-text-view a').count(), 0)
    assert.equal(dialogs(), 0)
  })
})

/** Elements or attributes in the page's editor or preview that could run script (null: none). */
function executableInPage() {
  const dangerous = /^(javascript|data|vbscript):/
  const page = globalThis as any
  for (const root of page.document.querySelectorAll('.ProseMirror, .rich-text-view')) {
    for (const element of root.querySelectorAll('*')) {
      if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'BASE', 'META', 'LINK', 'FORM'].includes(element.tagName)) return element.outerHTML.slice(0, 120)
      for (const attribute of element.attributes) {
        // eslint-disable-next-line no-control-regex -- browsers ignore these in a URL's scheme
        const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase()
        if (attribute.name.startsWith('on')) return element.outerHTML.slice(0, 120)
        if (['href', 'src', 'action', 'xlink:href', 'srcdoc'].includes(attribute.name) && (attribute.name === 'srcdoc' || dangerous.test(value))) return element.outerHTML.slice(0, 120)
      }
    }
  }
  return null
}

test.group('Rich text XSS corpus pasted into the editor (issue 9 §2)', () => {
  test('every payload pasted as HTML: no dialog, nothing executable in the editor or the checked preview', async ({ browserContext, visit, assert }) => {
    const { page, dialogs } = await checkPageAsStaff(browserContext, visit)
    const found: string[] = []
    let previews = 0
    const BATCH = 60
    for (let start = 0; start < XSS_PAYLOADS.length; start += BATCH) {
      if (start > 0) await page.goto('/rich-text/check')
      const editor = page.getByRole('textbox', { name: 'Document' })
      await editor.click()
      // The clipboard path of the editor: ProseMirror parses the HTML into our schema.
      const batch = XSS_PAYLOADS.slice(start, start + BATCH)
      await paste(editor, batch.map((html) => [{ type: 'text/html', text: html }, { type: 'text/plain', text: html }]))
      const inEditor = await page.evaluate(executableInPage)
      if (inEditor) found.push(`editor: ${inEditor}`)
      await page.getByRole('button', { name: 'Check and preview' }).click()
      await page.waitForLoadState('networkidle')
      if (await page.getByRole('region', { name: 'As readers see it' }).isVisible()) previews++
      const inPreview = await page.evaluate(executableInPage)
      if (inPreview) found.push(`preview: ${inPreview}`)
    }
    assert.deepEqual(found, [])
    assert.equal(dialogs(), 0)
    // The pasted batches really were stored-and-rendered (not all refused before rendering).
    assert.isAbove(previews, XSS_PAYLOADS.length / BATCH / 2)
  }).timeout(600_000)
})
