import logger from '@adonisjs/core/services/logger'
import { hooks } from '#kernel/hooks'

export type RetentionLine = { key: string; owner: string; what: string; after: string; due: number; purged: number; error?: string }

/*
 * Runs every registered retention rule (issue 20 §4). `dryRun` counts what is due and changes
 * nothing. A failing rule is reported and the others still run: one module's bug must not keep
 * every other module's data past its policy.
 */
export async function runRetention({ dryRun = false, now = new Date() } = {}): Promise<RetentionLine[]> {
  const lines: RetentionLine[] = []
  for (const rule of hooks.retentionRules()) {
    const line: RetentionLine = { key: rule.key, owner: rule.owner, what: rule.what, after: rule.after, due: 0, purged: 0 }
    try {
      line.due = await rule.count(now)
      if (!dryRun && line.due > 0) line.purged = await rule.purge(now)
    } catch (error) {
      line.error = (error as Error).message
      logger.error({ err: error, rule: rule.key }, 'retention rule failed')
    }
    lines.push(line)
  }
  if (!dryRun) {
    const purged = lines.filter((line) => line.purged > 0).map((line) => ({ rule: line.key, purged: line.purged }))
    if (purged.length) logger.info({ purged }, 'retention: personal data purged')
  }
  return lines
}
