import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Timeline, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { instantText, useZone } from '~/lib/time'
import { AdminLayout } from '~/components/admin_layout'

type Row = Data.PeerReview.MentorSession
type Props = { admin: Data.Kernel.AdminFrame; sessions: Row[] }

const STATUS_LABELS: Record<string, { label: string; color: string }> = {
  NeedsMentor: { label: 'Needs a mentor', color: 'red' },
  InProgress: { label: 'In progress', color: 'yellow' },
  Resolved: { label: 'Resolved', color: 'teal' },
  None: { label: 'None', color: 'gray' },
}

function Actions({ row }: { row: Row }) {
  const [comment, setComment] = useState('')
  if (row.status === 'Resolved') return null
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput size="xs" label={`Comment on ${row.title}`} value={comment} onChange={(event) => setComment(event.currentTarget.value)} style={{ flex: '1 1 200px' }} />
      <Button size="xs" variant="light" onClick={() => router.post(urlFor('peer_review.mentor_claim', { id: row.sessionId }), comment.trim() ? { comment } : {}, { preserveScroll: true })}>
        Claim
      </Button>
      <Button size="xs" disabled={comment.trim().length < 3} onClick={() => router.post(urlFor('peer_review.mentor_resolve', { id: row.sessionId }), { comment }, { preserveScroll: true })}>
        Resolve
      </Button>
    </Group>
  )
}

/** peer_review/mentor — /admin/mentor: sessions a peer review sent to a mentor (spec 001 §4.3 mentor status; spec 000 §6.3 mentor). */
export default function Mentor({ admin, sessions }: Props) {
  const zone = useZone()
  return (
    <AdminLayout admin={admin} title="Mentor" description="Sessions with a poor or escalated peer review. Claim one to follow up with its tutor, then resolve it with a note.">
      {sessions.length === 0 ? (
        <Text c="dimmed">No session needs a mentor.</Text>
      ) : (
        <Stack gap="md">
          {sessions.map((row) => (
            <Paper key={row.sessionId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={`mentor-${row.sessionId}`}>
              <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
                <Title order={2} fz="h5" id={`mentor-${row.sessionId}`}>
                  {row.title}
                </Title>
                <Badge color={STATUS_LABELS[row.status]?.color ?? 'gray'}>{STATUS_LABELS[row.status]?.label ?? row.status}</Badge>
              </Group>
              <Text size="sm" c="dimmed" mb="xs">
                {row.tutorName} · {instantText(row.startedAt, zone)}
                {row.responsible ? ` · ${row.responsible}` : ''}
                {row.claimedAt ? ` · claimed ${instantText(row.claimedAt, zone)}` : ''}
                {row.resolvedAt ? ` · resolved ${instantText(row.resolvedAt, zone)}` : ''}
              </Text>
              <Timeline bulletSize={12} lineWidth={2} mb="sm">
                {row.log.map((entry) => (
                  <Timeline.Item key={entry.id} title={`${STATUS_LABELS[entry.status]?.label ?? entry.status} · ${entry.userName}`}>
                    <Text size="xs" c="dimmed">
                      {instantText(entry.at, zone)}
                    </Text>
                    {entry.comment && <Text size="sm">{entry.comment}</Text>}
                  </Timeline.Item>
                ))}
              </Timeline>
              <Actions row={row} />
            </Paper>
          ))}
        </Stack>
      )}
    </AdminLayout>
  )
}
