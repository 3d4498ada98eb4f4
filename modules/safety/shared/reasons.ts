/*
 * Report reasons and their severities (spec 002 §9: "Report reasons carry severity low, medium or
 * high; high includes threatening-violence, severely-crude-or-inappropriate-behavior,
 * overly-personal-content, suicide-or-self-harm, suspicious-interactions-with-minor,
 * background-check-failed"). The spec names only the high ones; the low and medium reasons are
 * our choice (README "Reasons and severities"). background-check-failed is recorded by staff,
 * never offered to a reporter.
 */
export type ReportSeverity = 'low' | 'medium' | 'high'

export const REPORT_SEVERITIES: readonly ReportSeverity[] = ['high', 'medium', 'low']

export type ReportReason =
  | 'spam'
  | 'off-topic'
  | 'misinformation'
  | 'other'
  | 'inappropriate-content'
  | 'bullying-or-harassment'
  | 'hateful-content'
  | 'cheating'
  | 'threatening-violence'
  | 'severely-crude-or-inappropriate-behavior'
  | 'overly-personal-content'
  | 'suicide-or-self-harm'
  | 'suspicious-interactions-with-minor'
  | 'background-check-failed'

export type ReportReasonInfo = {
  value: ReportReason
  label: string
  severity: ReportSeverity
  /** One line a reporter reads to pick the right reason. */
  description: string
  /** Recorded by staff only; not offered in the report dialog. */
  staffOnly: boolean
}

const reason = (value: ReportReason, severity: ReportSeverity, label: string, description: string, staffOnly = false): ReportReasonInfo => ({
  value,
  label,
  severity,
  description,
  staffOnly,
})

/** Every reason, in the order the report dialog lists them (most urgent first). */
export const REPORT_REASONS: readonly ReportReasonInfo[] = [
  reason('suicide-or-self-harm', 'high', 'Suicide or self-harm', 'Someone may hurt themselves or talks about wanting to.'),
  reason('threatening-violence', 'high', 'Threats or violence', 'Threatens to hurt someone, or encourages violence.'),
  reason('suspicious-interactions-with-minor', 'high', 'Suspicious contact with a young person', 'Asks a learner to keep secrets, meet up, or talk privately off the platform.'),
  reason('overly-personal-content', 'high', 'Too personal', 'Shares or asks for addresses, phone numbers, photos or other private details.'),
  reason('severely-crude-or-inappropriate-behavior', 'high', 'Sexual or very crude content', 'Sexual, graphic or extremely crude content.'),
  reason('bullying-or-harassment', 'medium', 'Bullying or harassment', 'Picks on, insults or keeps targeting someone.'),
  reason('hateful-content', 'medium', 'Hateful content', 'Attacks people for who they are (race, religion, gender, disability...).'),
  reason('inappropriate-content', 'medium', 'Inappropriate or rude', 'Rude, crude or not suitable for a learning community.'),
  reason('cheating', 'medium', 'Cheating', 'Does graded work for someone, or shares test answers.'),
  reason('misinformation', 'low', 'Misleading information', 'Wrong or misleading information presented as fact.'),
  reason('spam', 'low', 'Spam', 'Advertising, repeated posts or links that do not belong.'),
  reason('off-topic', 'low', 'Off-topic', 'Does not belong here.'),
  reason('other', 'low', 'Something else', 'Something else worries you: tell us in the details.'),
  reason('background-check-failed', 'high', 'Background check failed', 'Recorded by the safety team.', true),
]

/** The reasons a reporter may choose (staff-only ones left out). */
export const OFFERED_REPORT_REASONS: readonly ReportReasonInfo[] = REPORT_REASONS.filter((entry) => !entry.staffOnly)

const BY_VALUE = new Map(REPORT_REASONS.map((entry) => [entry.value, entry]))

export function isReportReason(value: unknown): value is ReportReason {
  return typeof value === 'string' && BY_VALUE.has(value as ReportReason)
}

export function reportReason(value: ReportReason): ReportReasonInfo {
  return BY_VALUE.get(value)!
}

export function severityOf(value: ReportReason): ReportSeverity {
  return reportReason(value).severity
}

/** For ordering: high first. */
export function severityRank(severity: ReportSeverity): number {
  return REPORT_SEVERITIES.indexOf(severity)
}
