import { useState } from 'react'
import { router, useForm } from '@inertiajs/react'
import { Anchor, Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { dayText, useZone } from '~/lib/time'
import { AdminLayout } from '~/components/admin_layout'

type Row = Data.Certification.QueueRow
type Props = {
  admin: Data.Kernel.AdminFrame
  recordings: Row[]
  inReview: Row[]
  approved: Row[]
  reviews: Data.Certification.Review[]
  can: { approveRecordings: boolean; grantHonorary: boolean; lead: boolean }
}

/** Asks for a reason, then posts the action (reject a recording, decide, revoke). */
function ReasonAction({ label, url, extra, color }: { label: string; url: string; extra?: Record<string, string>; color?: string }) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  if (!open)
    return (
      <Button size="xs" variant="light" color={color} onClick={() => setOpen(true)}>
        {label}
      </Button>
    )
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput size="xs" label={`Reason (${label.toLowerCase()})`} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
      <Button size="xs" color={color} mt={22} disabled={reason.trim().length < 3} onClick={() => router.post(url, { ...extra, reason }, { preserveScroll: true })}>
        Confirm
      </Button>
    </Group>
  )
}

function Queue({ title, rows, children }: { title: string; rows: Row[]; children: (row: Row) => React.ReactNode }) {
  const zone = useZone()
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} fz="h4" mb="sm">
        {title} ({rows.length})
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">None.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tutor</Table.Th>
                <Table.Th>Topic</Table.Th>
                <Table.Th>Score</Table.Th>
                <Table.Th>Submitted</Table.Th>
                <Table.Th>Reviews</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.requesterUsername}</Table.Td>
                  <Table.Td>
                    {row.topicName} {row.type === 'honorary' && <Badge size="xs">Honorary</Badge>}
                  </Table.Td>
                  <Table.Td>{row.reportedScore ?? '—'}</Table.Td>
                  <Table.Td>{dayText(row.createdAt, zone)}</Table.Td>
                  <Table.Td>
                    {row.reviewCount} {row.flaggedCount > 0 && <Badge color="orange" size="xs">{row.flaggedCount} flagged</Badge>}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {row.recordingUrl && (
                        <Anchor href={row.recordingUrl} size="sm">
                          Watch
                        </Anchor>
                      )}
                      {children(row)}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  )
}

function HonoraryForm() {
  const form = useForm({ username: '', topicId: '' as number | '', reason: '' })
  const errors = useFormErrors(form)
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Grant an honorary certification">
      <Title order={2} fz="h4" mb="sm">
        Grant an honorary certification
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          form.post(urlFor('certification.admin_honorary'), { preserveScroll: true, onSuccess: () => form.reset() })
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="Username" value={form.data.username} onChange={(event) => form.setData('username', event.currentTarget.value)} error={errorOf(errors, 'username')} required />
          <NumberInput label="Topic id" min={1} allowDecimal={false} value={form.data.topicId} onChange={(value) => form.setData('topicId', typeof value === 'number' ? value : '')} error={errorOf(errors, 'topicId')} required />
          <TextInput label="Reason (optional)" value={form.data.reason} onChange={(event) => form.setData('reason', event.currentTarget.value)} error={errorOf(errors, 'reason')} />
        </SimpleGrid>
        <Button type="submit" mt="sm" loading={form.processing}>
          Grant
        </Button>
      </form>
    </Paper>
  )
}

/** certification/admin — /admin/certifications (spec 000 §6.3: certifications or certifications:honorary; lead functions for certifications:lead). */
export default function AdminCertifications({ admin, recordings, inReview, approved, reviews, can }: Props) {
  const post = (url: string) => router.post(url, {}, { preserveScroll: true })
  return (
    <AdminLayout admin={admin} title="Certifications" description="Recordings to approve, certifications in peer review, honorary certifications and revocations.">
      <Stack gap="lg">
        <Queue title="Recordings to approve" rows={recordings}>
          {(row) =>
            can.approveRecordings && (
              <>
                <Button size="xs" onClick={() => post(urlFor('certification.admin_approve_recording', { id: row.id }))}>
                  Approve recording
                </Button>
                <ReasonAction label="Turn down" color="red" url={urlFor('certification.admin_reject_recording', { id: row.id })} />
              </>
            )
          }
        </Queue>
        <Queue title="In peer review" rows={inReview}>
          {(row) => (
            <>
              {reviews
                .filter((review) => review.requestId === row.id && (review.userFeedback || review.uncheckedItems.length > 0))
                .map((review) => (
                  <Text key={review.id} size="xs">
                    Score {review.reportedScore}
                    {review.uncheckedItems.length > 0 && `; unmet: ${review.uncheckedItems.join(', ')}`}
                    {review.userFeedback && `; “${review.userFeedback}”`}
                  </Text>
                ))}
              {can.lead && <ReasonAction label="Approve" url={urlFor('certification.admin_decide', { id: row.id })} extra={{ decision: 'approve' }} />}
              {can.lead && <ReasonAction label="Reject" color="red" url={urlFor('certification.admin_decide', { id: row.id })} extra={{ decision: 'reject' }} />}
            </>
          )}
        </Queue>
        {can.grantHonorary && <HonoraryForm />}
        <Queue title="Recently certified" rows={approved}>
          {(row) => can.lead && <ReasonAction label="Revoke" color="red" url={urlFor('certification.admin_revoke', { id: row.id })} />}
        </Queue>
      </Stack>
    </AdminLayout>
  )
}
