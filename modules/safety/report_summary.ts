import { iso } from '#app/support/database/values'
import type SafetyReport from './models/safety_report.js'

/** A link staff may click: a same-site path only, never another host. */
export const sameSite = (link: string | null) => (link && /^\/(?![/\\])/.test(link) ? link : null)

/** The fields of a report every staff view shows. */
export function reportSummary(report: SafetyReport) {
  return {
    id: report.id,
    type: report.type,
    reason: report.reason,
    severity: report.severity,
    status: report.status,
    resolution: report.resolution,
    description: report.description,
    link: sameSite(report.link),
    sessionId: report.sessionId,
    actionNeededAt: iso(report.actionNeededAt),
    createdAt: iso(report.createdAt)!,
  }
}

