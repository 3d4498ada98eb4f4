/*
 * Names users give their files are shown to other people and put in URLs and headers, so they are
 * neutralised: no path separators, control characters, bidirectional overrides (which make
 * "cod.exe" look like "exe.doc"), zero-width characters, leading dots (hidden files) or reserved
 * device names, and a bounded length that keeps the extension.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g
const SEPARATORS_AND_RESERVED = /[/\\:*?"<>|]/g
const WINDOWS_DEVICES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i
export const MAX_FILE_NAME_LENGTH = 120

export function sanitizeFileName(name: string): string {
  let clean = name.normalize('NFC').replace(INVISIBLE, '').replace(SEPARATORS_AND_RESERVED, '_')
  clean = clean.replace(/\s+/g, ' ').trim().replace(/^[.\s]+/, '').replace(/[.\s]+$/, '')
  if (WINDOWS_DEVICES.test(clean)) clean = `_${clean}`
  if (clean.length > MAX_FILE_NAME_LENGTH) {
    const dot = clean.lastIndexOf('.')
    const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : ''
    clean = clean.slice(0, MAX_FILE_NAME_LENGTH - extension.length).trimEnd() + extension
  }
  return clean || 'file'
}

/** The last segment of a download URL: the sanitised name in plain ASCII (`/uploads/<id>/<this>`). */
export function downloadSegment(name: string): string {
  const ascii = sanitizeFileName(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|-+$/g, '')
  return ascii || 'file'
}
