import { useEffect, useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Button, Container, Grid, Paper, Text } from '@mantine/core'
import { PageHeader } from '~/components/page_header'
import { useLiveChannel } from '~/lib/live'
import type { Data } from '~generated/data'
import { ConversationPanel } from '../components/conversation_panel'
import { InboxList } from '../components/inbox_list'

type Props = { conversations: Data.Messaging.InboxEntry[] }

const UUID = /^[0-9a-f-]{36}$/
const hashUuid = () => {
  const value = window.location.hash.slice(1)
  return UUID.test(value) ? value : null
}

/**
 * messaging/inbox — /messages (issue 14 §1): conversations newest first with unread counts; the
 * address's hash names the open one (/messages#<uuid>, spec 000 §2.2). On a phone the list and
 * the conversation take turns; from 62em they sit side by side. The list reloads when the
 * person's channel says something changed.
 */
export default function Inbox({ conversations }: Props) {
  const [current, setCurrent] = useState<string | null>(null)
  const userId = (usePage().props as { user?: { id: number } | null }).user?.id ?? null

  useEffect(() => {
    const follow = () => setCurrent(hashUuid())
    follow()
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])

  const reloadList = () => router.reload({ only: ['conversations'] })
  useLiveChannel(userId === null ? null : `messaging/users/${userId}`, reloadList)

  function open(uuid: string | null) {
    window.history.pushState(window.history.state, '', uuid ? `#${uuid}` : window.location.pathname)
    setCurrent(uuid)
  }

  const list =
    conversations.length === 0 ? (
      <Text c="dimmed" p="md">
        No conversations yet. Open a session you host or joined and choose “Group chat”, or message someone you learn or tutor with.
      </Text>
    ) : (
      <InboxList entries={conversations} current={current} onOpen={open} />
    )

  return (
    <Container size="lg" py="xl">
      <PageHeader title="Messages" description="Your conversations, newest first." />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }} display={{ base: current ? 'none' : 'block', md: 'block' }}>
          <Paper withBorder radius="md" p={4}>
            {list}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} display={{ base: current ? 'block' : 'none', md: 'block' }}>
          {current ? (
            <Paper withBorder radius="md" p="md">
              <Button variant="subtle" size="xs" mb="xs" hiddenFrom="md" onClick={() => open(null)}>
                ← All conversations
              </Button>
              <ConversationPanel externalUuid={current} onChanged={reloadList} />
            </Paper>
          ) : (
            <Paper withBorder radius="md" p="lg">
              <Text c="dimmed">Choose a conversation to read it.</Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  )
}
