import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { instantText, useZone } from '~/lib/time'
import type { RichTextContent } from '../../../rich_text/shared/index'
import { RichTextView } from '../../../rich_text/ui/index'
import { MESSAGING_MESSAGES } from '../../shared/index'

export type BubbleMessage = {
  id: number
  /** Rich text as the transformer sent it (its generated type is structural, read back here). */
  body: object | null
  author: { displayName: string }
  mine?: boolean
  createdAt: string
  hidden: boolean
  held: boolean
  editedAt?: string | null
}

/** One message: who, when, the body; a hidden one as a note; a held one (its writer's) with the notice. */
export function MessageBubble({ message, actions }: { message: BubbleMessage; actions?: React.ReactNode }) {
  const zone = useZone()
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      maw="min(640px, 92%)"
      ml={message.mine ? 'auto' : 0}
      bg={message.mine ? 'var(--mantine-color-blue-light)' : undefined}
      data-testid="message"
      aria-label={`${message.author.displayName}, ${instantText(message.createdAt, zone)}`}
    >
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {message.author.displayName}
          </Text>
          <Text size="xs" c="dimmed">
            {instantText(message.createdAt, zone)}
            {message.editedAt ? ' · edited' : ''}
          </Text>
        </Group>
        {message.hidden && <Badge color="gray" variant="light">Removed by a moderator</Badge>}
        {message.body === null ? (
          <Text size="sm" c="dimmed" fs="italic">
            {MESSAGING_MESSAGES.removed}
          </Text>
        ) : (
          <RichTextView content={message.body as RichTextContent} />
        )}
        {message.held && (
          <Text size="sm" fw={600} role="note">
            {MESSAGING_MESSAGES.heldForReview}
          </Text>
        )}
        {actions}
      </Stack>
    </Paper>
  )
}
