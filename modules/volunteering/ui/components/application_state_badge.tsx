import { Badge } from '@mantine/core'
import { APPLICATION_STATE_LABELS, type ApplicationState } from '../../shared/index'

const COLORS: Record<ApplicationState, string> = {
  'needs-review': 'yellow',
  'awaiting-response': 'blue',
  'accepted': 'green',
  'withdrawn': 'gray',
  'rejected': 'gray',
}

/** An application's state (spec 001 §4.2) as a badge. */
export function ApplicationStateBadge({ state }: { state: ApplicationState }) {
  return (
    <Badge color={COLORS[state]} variant="light">
      {APPLICATION_STATE_LABELS[state]}
    </Badge>
  )
}
