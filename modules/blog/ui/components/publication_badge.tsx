import { Badge } from '@mantine/core'
import { PUBLICATION_LABELS, type PublicationState } from '../../shared/index'

const COLORS: Record<PublicationState, string> = { draft: 'gray', scheduled: 'blue', published: 'teal' }

export function PublicationBadge({ state }: { state: PublicationState }) {
  return (
    <Badge variant="light" color={COLORS[state]} miw="max-content">
      {PUBLICATION_LABELS[state]}
    </Badge>
  )
}
