import { Badge } from '@mantine/core'
import type { ActivityState } from '../../shared/index'

const LOOK: Record<ActivityState, { color: string; label: string }> = {
  'approved': { color: 'green', label: 'Approved' },
  'pending': { color: 'yellow', label: 'Waiting for review' },
  'changes-required': { color: 'red', label: 'Changes requested' },
}

/** An activity's state (spec 001 §4.1) as a badge. */
export function ActivityStateBadge({ state }: { state: ActivityState }) {
  return (
    <Badge color={LOOK[state].color} variant="light">
      {LOOK[state].label}
    </Badge>
  )
}
