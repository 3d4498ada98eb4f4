/** The subject type of a stored response (uploads, moderation and the like point at it). */
export const FORM_RESPONSE_SUBJECT = 'form_response'

/*
 * Where a stored form response can be seen, by form key: the owner of a form registers its page
 * (the admin module: 'reference' → /admin/forms), so a `{ type: 'form_response', id }` subject
 * resolves to a link without this module knowing the pages above it.
 */
const pages = new Map<string, { title: string; href: string }>()

export function registerFormPage(formKey: string, page: { title: string; href: string }) {
  pages.set(formKey, page)
}

export function formPage(formKey: string): { title: string; href: string } | null {
  return pages.get(formKey) ?? null
}
