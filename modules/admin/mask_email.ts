/** `jo***@example.org`: enough for the owner to recognise an address, not to write to it. */
export function maskEmail(email: string) {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  const local = email.slice(0, at)
  return `${local.slice(0, local.length > 4 ? 2 : 1)}***${email.slice(at)}`
}
