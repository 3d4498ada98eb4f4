import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Alert, Button, Container, CopyButton, Group, List, Modal, Paper, Stack, Text, TextInput } from '@mantine/core'
import { IconCheck, IconCopy, IconLock } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import type { Data } from '~generated/data'

type Props = { feed: Data.Tutoring.CalendarFeed | null }

/** tutoring/calendar — /settings/calendar: the private calendar feed URL (create, rotate, revoke). */
export default function CalendarSettings({ feed }: Props) {
  const feedUrl = feed?.url ?? null
  const [busy, setBusy] = useState(false)
  const [confirm, setConfirm] = useState<'rotate' | 'revoke' | null>(null)

  function rotate() {
    setBusy(true)
    router.post('/settings/calendar', {}, { preserveScroll: true, onFinish: () => { setBusy(false); setConfirm(null) } })
  }
  function revoke() {
    setBusy(true)
    router.delete('/settings/calendar', { preserveScroll: true, onFinish: () => { setBusy(false); setConfirm(null) } })
  }

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="Calendar feed" description="See your Peerhaven sessions in Google Calendar, Apple Calendar or Outlook." />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          {feedUrl ? (
            <>
              <TextInput
                label="Your private feed address"
                description="Subscribe to it from your calendar app (“Add calendar from URL”)."
                value={feedUrl}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                rightSectionWidth={90}
                rightSection={
                  <CopyButton value={feedUrl}>
                    {({ copied, copy }) => (
                      <Button size="compact-sm" variant="light" onClick={copy} leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}>
                        {copied ? 'Copied' : 'Copy'}
                      </Button>
                    )}
                  </CopyButton>
                }
              />
              <Alert color="yellow" icon={<IconLock size={18} aria-hidden />}>
                Anyone with this address can see your sessions. Keep it to yourself; if it leaked, get a new address.
              </Alert>
              <Group gap="sm">
                <Button variant="default" onClick={() => setConfirm('rotate')}>
                  Get a new address
                </Button>
                <Button variant="subtle" color="red" onClick={() => setConfirm('revoke')}>
                  Turn off the feed
                </Button>
              </Group>
            </>
          ) : (
            <>
              <Text>Your calendar feed is off. Turn it on to get a private address your calendar app can subscribe to.</Text>
              <Group>
                <Button onClick={rotate} loading={busy}>
                  Turn on my calendar feed
                </Button>
              </Group>
            </>
          )}
          <List size="sm" c="dimmed" spacing={4}>
            <List.Item>It lists the sessions you registered for or host, and updates when a host changes a session.</List.Item>
            <List.Item>Canceled sessions stay in the feed, marked as canceled, so your calendar removes them.</List.Item>
            <List.Item>Join links are not in the feed: open the session page to join.</List.Item>
          </List>
        </Stack>
      </Paper>

      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title={confirm === 'rotate' ? 'Get a new address?' : 'Turn off the feed?'} centered>
        <Stack gap="md">
          <Text size="sm">
            {confirm === 'rotate'
              ? 'The current address stops working at once. Subscribe again with the new one.'
              : 'The current address stops working at once. You can turn the feed on again later.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              Keep it
            </Button>
            <Button color={confirm === 'revoke' ? 'red' : undefined} loading={busy} onClick={confirm === 'rotate' ? rotate : revoke}>
              {confirm === 'rotate' ? 'Get a new address' : 'Turn off'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  )
}
