import { Link } from '@inertiajs/react'
import { Badge, Group, NavLink, Stack } from '@mantine/core'
import { IconHash, IconLock } from '@tabler/icons-react'
import type { Data } from '~generated/data'

/** Channels with "new since your last visit" markers. */
export function ChannelList({ channels, hrefOf, label }: { channels: Data.Community.Channel[]; hrefOf: (channel: Data.Community.Channel) => string; label: string }) {
  return (
    <Stack gap={2} component="nav" aria-label={label}>
      {channels.map((channel) => (
        <NavLink
          key={channel.id}
          component={Link}
          href={hrefOf(channel)}
          label={channel.title}
          description={channel.description || undefined}
          leftSection={channel.visibility === 'private' ? <IconLock size={16} aria-hidden /> : <IconHash size={16} aria-hidden />}
          rightSection={
            channel.hasNew ? (
              <Group gap={4}>
                <Badge size="sm" color="red" variant="filled" aria-label="New posts since your last visit">
                  New
                </Badge>
              </Group>
            ) : null
          }
        />
      ))}
    </Stack>
  )
}
