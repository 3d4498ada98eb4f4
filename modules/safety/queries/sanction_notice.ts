import { iso } from '#app/support/database/values'
import { sanctionReasonLabel } from '../shared/index.js'
import { standingSanctionOf } from './sanctions.js'

export type SanctionNotice = {
  id: number
  reasonCode: string
  reasonLabel: string
  evidenceLinks: string[]
  appealDeadlineAt: string
  appealedAt: string | null
  canAppeal: boolean
}

/** What the sanctioned user is shown (issue 13 §1 ★): never who decided, never staff notes. */
export async function sanctionNoticeFor(userId: number): Promise<SanctionNotice | null> {
  const sanction = await standingSanctionOf(userId)
  if (!sanction) return null
  return {
    id: sanction.id,
    reasonCode: sanction.reasonCode,
    reasonLabel: sanctionReasonLabel(sanction.reasonCode),
    evidenceLinks: sanction.evidenceLinks.filter((link) => /^\/(?![/\\])/.test(link)),
    appealDeadlineAt: iso(sanction.appealDeadlineAt)!,
    appealedAt: iso(sanction.appealedAt),
    canAppeal: sanction.appealedAt === null && sanction.appealDeadlineAt.diffNow().toMillis() > 0,
  }
}
