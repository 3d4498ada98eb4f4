import { Badge, Group, NavLink, Stack, Text } from '@mantine/core'
import { instantText, useZone } from '~/lib/time'
import type { Data } from '~generated/data'

type Entry = Data.Messaging.InboxEntry

/** The inbox's lines, newest first; the open one is marked current. */
export function InboxList({ entries, current, onOpen }: { entries: Entry[]; current: string | null; onOpen: (uuid: string) => void }) {
  const zone = useZone()
  return (
    <Stack gap={2} component="nav" aria-label="Conversations">
      {entries.map((entry) => (
        <NavLink
          key={entry.externalUuid}
          href={`#${entry.externalUuid}`}
          active={entry.externalUuid === current}
          aria-current={entry.externalUuid === current ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault()
            onOpen(entry.externalUuid)
          }}
          label={
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={entry.unread > 0 ? 700 : 500} truncate>
                {entry.title}
              </Text>
              {entry.unread > 0 && (
                <Badge color="red" size="sm" circle={entry.unread < 10} aria-label={`${entry.unread >= 100 ? '99+' : entry.unread} unread`}>
                  {entry.unread >= 100 ? '99+' : entry.unread}
                </Badge>
              )}
            </Group>
          }
          description={
            <Stack gap={0}>
              <Text size="xs" c="gray.7" truncate>
                {entry.preview ? `${entry.previewIsMine ? 'You: ' : ''}${entry.preview}` : 'No messages yet'}
              </Text>
              <Text size="xs" c="gray.7">
                {instantText(entry.lastActivityAt, zone)}
              </Text>
            </Stack>
          }
        />
      ))}
    </Stack>
  )
}
