import { appUrl } from '#config/app'

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/** A plain, accessible email with one call to action; returns text and HTML versions. */
export function simpleEmail(input: {
  greeting: string
  paragraphs: string[]
  action?: { label: string; path: string }
  footer?: string
  /** A non-transactional email's one-click unsubscribe link (absolute URL). */
  unsubscribe?: { label: string; url: string }
}) {
  const actionUrl = input.action ? new URL(input.action.path, appUrl).toString() : null
  const footer = input.footer ?? 'Peerhaven — free peer tutoring, run by volunteers.'
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(actionUrl ? [`${input.action!.label}: ${actionUrl}`, ''] : []),
    footer,
    ...(input.unsubscribe ? ['', `${input.unsubscribe.label}: ${input.unsubscribe.url}`] : []),
  ].join('\n')
  const html = `<div style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;color:#1a1b1e">
<p>${escapeHtml(input.greeting)}</p>
${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${actionUrl ? `<p><a href="${escapeHtml(actionUrl)}" style="display:inline-block;background:#4c6ef5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(input.action!.label)}</a></p><p style="font-size:12px;color:#666">${escapeHtml(actionUrl)}</p>` : ''}
<p style="font-size:12px;color:#666">${escapeHtml(footer)}</p>
${input.unsubscribe ? `<p style="font-size:12px;color:#666"><a href="${escapeHtml(input.unsubscribe.url)}" style="color:#666">${escapeHtml(input.unsubscribe.label)}</a></p>` : ''}</div>`
  return { text, html }
}
