import logger from '@adonisjs/core/services/logger'

/** Whoever carries text messages (issue 14 §2 SMS). A real carrier plugs in with setSmsProvider. */
export interface SmsProvider {
  send(message: { to: string; text: string }): Promise<void>
}

export type CapturedSms = { to: string; text: string; sentAt: Date }

/*
 * The local default, like mail's log transport: each message is written to the log and the latest
 * 200 are kept in memory so tests (and a developer) can read them.
 */
const captured: CapturedSms[] = []

export class LogSmsProvider implements SmsProvider {
  async send(message: { to: string; text: string }) {
    captured.push({ ...message, sentAt: new Date() })
    if (captured.length > 200) captured.shift()
    logger.info({ to: message.to, sms: true }, `sms: ${message.text}`)
  }
}

let provider: SmsProvider = new LogSmsProvider()

export function setSmsProvider(next: SmsProvider) {
  provider = next
}

export function smsProvider() {
  return provider
}

export const capturedSms = {
  all: () => [...captured],
  to: (number: string) => captured.filter((sms) => sms.to === number),
  clear: () => captured.splice(0, captured.length),
}
