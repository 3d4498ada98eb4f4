import logger from '@adonisjs/core/services/logger'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

export type CapturedMail = {
  to: string[]
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  sentAt: Date
}

/*
 * The working local default when no SMTP server is configured: each message is written to the
 * log, and the latest 200 are kept in memory so tests (and a developer) can read them.
 */
const captured: CapturedMail[] = []

function addresses(list: NodeMailerMessage['to']): string[] {
  return (list ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.address))
}

function plainHeaders(headers: NodeMailerMessage['headers']): Record<string, string> {
  if (!headers || Array.isArray(headers)) return {}
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)])
  )
}

export class LogTransport implements MailTransportContract {
  async send(message: NodeMailerMessage) {
    const mail: CapturedMail = {
      to: addresses(message.to),
      subject: String(message.subject ?? ''),
      text: String(message.text ?? ''),
      html: String(message.html ?? ''),
      headers: plainHeaders(message.headers),
      sentAt: new Date(),
    }
    captured.push(mail)
    if (captured.length > 200) captured.shift()
    logger.info({ to: mail.to, subject: mail.subject }, `mail: ${mail.subject}\n${mail.text}`)
    const id = `log-${Date.now()}-${captured.length}`
    return new MailResponse(id, { from: '', to: mail.to }, mail)
  }
}

export function logTransport() {
  return () => new LogTransport()
}

export const capturedMail = {
  all: () => [...captured],
  to: (address: string) => captured.filter((mail) => mail.to.includes(address)),
  clear: () => captured.splice(0, captured.length),
}
