import { useState } from 'react'
import { router } from '@inertiajs/react'
import { ActionIcon, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { LEVEL_LABELS, ModeratorShell, type ModeratorTab } from '../../../worlds/ui/index'
import { ChannelForm } from '../components/channel_form'

type Channel = Data.Community.ModeratedChannel
type Props = { world: Data.Worlds.World; channels: Channel[]; tabs: ModeratorTab[] }

/** community/moderator_channels — /w/:worldSlug/moderator/channels: create, edit, order, archive. */
export default function ModeratorChannels({ world, channels, tabs }: Props) {
  const [editing, setEditing] = useState<Channel | 'new' | null>(null)
  const worldSlug = world.slug

  function move(index: number, by: -1 | 1) {
    const ids = channels.map((channel) => channel.id)
    ;[ids[index], ids[index + by]] = [ids[index + by], ids[index]]
    router.put(urlFor('moderator_channels.reorder', { worldSlug }), { channelIds: ids }, { preserveScroll: true })
  }

  const toggleArchive = (channel: Channel) =>
    router.post(urlFor(channel.archivedAt ? 'moderator_channels.unarchive' : 'moderator_channels.archive', { worldSlug, channelId: channel.id }), {}, { preserveScroll: true })

  return (
    <ModeratorShell
      world={world}
      tabs={tabs}
      active="channels"
      title={`Channels of ${world.title}`}
      description="The order here is the order members see."
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          New channel
        </Button>
      }
    >
      {channels.length === 0 ? (
        <Text c="dimmed">No channels yet.</Text>
      ) : (
        <Stack gap="xs" component="section" aria-label="Channels">
          {channels.map((channel, index) => (
            <Paper key={channel.id} withBorder radius="md" p="sm">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fw={600}>{channel.title}</Text>
                    {channel.archivedAt && <Badge color="gray">Archived</Badge>}
                    {channel.visibility === 'private' && <Badge variant="light">Private · {LEVEL_LABELS[channel.worldLevel]} and up</Badge>}
                  </Group>
                  {channel.description && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {channel.description}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <ActionIcon variant="default" size="lg" aria-label={`Move ${channel.title} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="default" size="lg" aria-label={`Move ${channel.title} down`} disabled={index === channels.length - 1} onClick={() => move(index, 1)}>
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <Button size="xs" variant="default" onClick={() => setEditing(channel)}>
                    Edit
                  </Button>
                  <Button size="xs" variant="light" color={channel.archivedAt ? undefined : 'orange'} onClick={() => toggleArchive(channel)}>
                    {channel.archivedAt ? 'Unarchive' : 'Archive'}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New channel' : 'Edit channel'} centered>
        {editing !== null && (
          <ChannelForm
            key={editing === 'new' ? 'new' : editing.id}
            channel={editing === 'new' ? undefined : editing}
            method={editing === 'new' ? 'post' : 'put'}
            url={editing === 'new' ? urlFor('moderator_channels.store', { worldSlug }) : urlFor('moderator_channels.update', { worldSlug, channelId: editing.id })}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </ModeratorShell>
  )
}
