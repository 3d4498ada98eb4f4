import { Badge } from '@mantine/core'
import type { ReportSeverity } from '../../shared/index.js'

const COLOR: Record<ReportSeverity, string> = { high: 'red', medium: 'orange', low: 'gray' }

/** High, Medium or Low, in the queue's colours. */
export function SeverityBadge({ severity }: { severity: ReportSeverity }) {
  return (
    <Badge color={COLOR[severity]} variant={severity === 'high' ? 'filled' : 'light'}>
      {severity.charAt(0).toUpperCase() + severity.slice(1)}
    </Badge>
  )
}
