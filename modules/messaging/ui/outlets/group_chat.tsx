import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Button, Group, Text } from '@mantine/core'
import { IconMessages } from '@tabler/icons-react'
import { postJson } from '~/lib/csrf'
import { urlFor } from '~/lib/routes'

/**
 * "Group chat" on a session or series page: opens (and on first use creates) the group
 * conversation of its hosts and registrants. The server answers members only.
 */
export default function GroupChat({ type, id }: { type: 'session' | 'series'; id: number }) {
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<string | null>(null)

  async function open() {
    setBusy(true)
    const response = await postJson(urlFor('messaging.groups', { type, id }), {}).catch(() => null)
    setBusy(false)
    if (response?.ok) {
      const { externalUuid } = (await response.json()) as { externalUuid: string }
      return router.visit(`${urlFor('messaging.index')}#${externalUuid}`)
    }
    setNote(response?.status === 404 ? `Only the ${type}'s hosts and registered learners can use its group chat.` : 'The group chat could not be opened. Please try again.')
  }

  return (
    <Group gap="sm" mt="lg" align="center">
      <Button variant="light" leftSection={<IconMessages size={18} aria-hidden="true" />} loading={busy} onClick={() => void open()}>
        Group chat
      </Button>
      {note && (
        <Text size="sm" c="dimmed" role="status">
          {note}
        </Text>
      )}
    </Group>
  )
}
