import { Link, router, useForm } from '@inertiajs/react'
import { Anchor, Badge, Button, Group, Paper, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { instantText, useZone } from '~/lib/time'
import { AdminLayout } from '~/components/admin_layout'
import { SESSION_TAG_LABELS, STAFF_SESSION_TAGS, isStaffSessionTag, type SessionTag, type StaffSessionTag } from '../../shared/index'

type View = Data.PeerReview.SessionTags
type Props = { admin: Data.Kernel.AdminFrame; view: View }

const labelOf = (tag: string) => SESSION_TAG_LABELS[tag as SessionTag]?.label ?? tag

function AddTagForm({ sessionId, current }: { sessionId: number; current: string[] }) {
  const free = STAFF_SESSION_TAGS.filter((tag) => !current.includes(tag))
  const form = useForm({ tag: (free[0] ?? 'manual') as StaffSessionTag, note: '' })
  const errors = useFormErrors(form)
  if (free.length === 0) return <Text c="dimmed">This session has every tag staff can add.</Text>
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.transform((data) => (data.note.trim() ? data : { tag: data.tag }))
        form.post(urlFor('peer_review.admin_session_tag_add', { id: sessionId }), { preserveScroll: true, onSuccess: () => form.reset('note') })
      }}
    >
      <Stack gap="sm">
        <Select
          label="Tag"
          data={free.map((tag) => ({ value: tag, label: `${SESSION_TAG_LABELS[tag].label}: ${SESSION_TAG_LABELS[tag].description}` }))}
          value={free.includes(form.data.tag) ? form.data.tag : free[0]}
          onChange={(value) => form.setData('tag', (value ?? free[0]) as StaffSessionTag)}
          allowDeselect={false}
          error={errorOf(errors, 'tag')}
        />
        <Textarea label="Note (optional)" description="Why: other staff read it in the history below." autosize minRows={2} maxLength={1000} value={form.data.note} onChange={(event) => form.setData('note', event.currentTarget.value)} error={errorOf(errors, 'note')} />
        <Group>
          <Button type="submit" loading={form.processing}>
            Add tag
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** peer_review/session_tags — /admin/peer-review/sessions/{id}/tags: a session's tags (spec 001 §3.3 session_tag; admin mentors and policy staff). */
export default function SessionTags({ admin, view }: Props) {
  const zone = useZone()
  const { session, tags, log } = view
  return (
    <AdminLayout admin={admin} title="Session tags" description="Tags steer peer review: Auditor asks for an experienced reviewer; Manual is a marker for staff; Mentor comes from a poor or escalated review.">
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="tagged-session">
          <Title order={2} fz="h4" id="tagged-session" mb="xs">
            {session.title}
          </Title>
          <Text size="sm" c="dimmed">
            {session.hostName} · {instantText(session.startedAt, zone)}
            {session.canceled ? ' · canceled' : ''}
          </Text>
          <Anchor component={Link} href={urlFor('tutoring.sessions.show', { id: session.id })} size="sm">
            Open the session page
          </Anchor>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="current-tags">
          <Title order={2} fz="h4" id="current-tags" mb="sm">
            Current tags ({tags.length})
          </Title>
          {tags.length === 0 ? (
            <Text c="dimmed" mb="md">
              No tags.
            </Text>
          ) : (
            <Stack gap="xs" mb="md">
              {tags.map((tag) => (
                <Group key={tag.tag} justify="space-between" wrap="wrap" gap="xs">
                  <Group gap="xs" wrap="wrap">
                    <Badge variant="light">{labelOf(tag.tag)}</Badge>
                    <Text size="sm" c="dimmed">
                      {tag.addedBy ? `by ${tag.addedBy}` : 'by peer review'} · {instantText(tag.addedAt, zone)}
                    </Text>
                  </Group>
                  {isStaffSessionTag(tag.tag) ? (
                    <Button size="xs" variant="light" color="red" onClick={() => router.post(urlFor('peer_review.admin_session_tag_remove', { id: session.id }), { tag: tag.tag }, { preserveScroll: true })}>
                      Remove {labelOf(tag.tag)}
                    </Button>
                  ) : (
                    <Text size="xs" c="dimmed">
                      Set by peer review: follow it on the Mentor page
                    </Text>
                  )}
                </Group>
              ))}
            </Stack>
          )}
          <Title order={3} fz="h5" mb="xs">
            Add a tag
          </Title>
          <AddTagForm sessionId={session.id} current={tags.map((tag) => tag.tag)} />
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="tag-history">
          <Title order={2} fz="h4" id="tag-history" mb="sm">
            History
          </Title>
          {log.length === 0 ? (
            <Text c="dimmed">No staff changes yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Change</Table.Th>
                    <Table.Th>By</Table.Th>
                    <Table.Th>Note</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{instantText(entry.at, zone)}</Table.Td>
                      <Table.Td>{`${entry.action === 'added' ? 'Added' : 'Removed'} ${labelOf(entry.tag)}`}</Table.Td>
                      <Table.Td>{entry.userName ?? 'A deleted account'}</Table.Td>
                      <Table.Td>{entry.note ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>
    </AdminLayout>
  )
}
