import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Avatar, Badge, Button, Divider, Group, Modal, Stack, Text, Textarea, UnstyledButton, VisuallyHidden } from '@mantine/core'
import type { Data } from '~generated/data'

type Host = Data.Tutoring.Host

type Props = Data.Tutoring.HostList & {
  sessionId: number
  /** The primary host: may approve requests and remove co-hosts (never themselves). */
  isMainHost: boolean
}

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const picked = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts
  return picked.map((p) => p[0]?.toUpperCase() ?? '').join('') || '?'
}

/**
 * The hosts list (spec 000 §2.5): two avatars and "A, B and N others" open a dialog with the
 * primary host and the co-hosts; the primary host can approve requests and remove co-hosts
 * with an optional message (the "remove co-host" dialog).
 */
export function HostsDialog({ sessionId, summary, approved, pending, isMainHost }: Props) {
  const [open, setOpen] = useState(false)
  const [removing, setRemoving] = useState<Host | null>(null)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  function approve(host: Host) {
    setBusy(true)
    router.post(`/session/${sessionId}/cohosts/${host.id}/approve`, {}, { preserveScroll: true, onFinish: () => setBusy(false) })
  }

  function confirmRemove() {
    if (!removing) return
    setBusy(true)
    router.delete(`/session/${sessionId}/hosts/${removing.id}`, {
      data: { message: message.trim() || null },
      preserveScroll: true,
      onFinish: () => {
        setBusy(false)
        setRemoving(null)
        setMessage('')
      },
    })
  }

  return (
    <>
      <UnstyledButton onClick={() => setOpen(true)} aria-haspopup="dialog">
        {/* Named by text, not aria-label, which would have to contain the avatars' visible initials (WCAG 2.5.3). */}
        <VisuallyHidden>{`Hosts: ${summary.label}. Show all hosts`}</VisuallyHidden>
        <Group gap="sm" wrap="nowrap" aria-hidden="true">
          <Avatar.Group spacing={8}>
            {summary.avatars.map((a) => (
              <Avatar key={a.userId} radius="xl" color="haven" alt={a.name}>
                {a.initials}
              </Avatar>
            ))}
          </Avatar.Group>
          <Text size="sm" fw={600} td="underline">
            {summary.label}
          </Text>
        </Group>
      </UnstyledButton>

      <Modal opened={open && !removing} onClose={() => setOpen(false)} title="Hosts" centered>
        <Stack gap="sm">
          {approved.map((host) => (
            <Group key={host.id} justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar radius="xl" color="haven">
                  {initials(host.name)}
                </Avatar>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {host.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {host.role === 'main' ? 'Primary host' : 'Co-host'}
                  </Text>
                </Stack>
              </Group>
              {isMainHost && host.role !== 'main' && (
                <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(host)} style={{ flexShrink: 0 }} aria-label={`Remove ${host.name}`}>
                  Remove
                </Button>
              )}
            </Group>
          ))}
          {pending.length > 0 && (
            <>
              <Divider label="Requests to co-host" labelPosition="left" />
              {pending.map((host) => (
                <Stack key={host.id} gap={4}>
                  <Group justify="space-between" wrap="wrap">
                    <Group gap="xs">
                      <Text fw={600}>{host.name}</Text>
                      <Badge size="sm" variant="light" color="yellow">
                        Waiting
                      </Badge>
                    </Group>
                    {isMainHost && (
                      <Group gap="xs" style={{ flexShrink: 0 }}>
                        <Button size="xs" onClick={() => approve(host)} loading={busy}>
                          Approve
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setRemoving(host)}>
                          Decline
                        </Button>
                      </Group>
                    )}
                  </Group>
                  {host.requestMessage && (
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                      “{host.requestMessage}”
                    </Text>
                  )}
                </Stack>
              ))}
            </>
          )}
        </Stack>
      </Modal>

      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove co-host" centered>
        <Stack gap="md">
          <Text size="sm">
            {removing ? `${removing.name} will no longer co-host this session and gets an email.` : ''}
          </Text>
          <Textarea
            label="Message (optional)"
            description="Included in the email."
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Keep
            </Button>
            <Button color="red" onClick={confirmRemove} loading={busy}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
