import { useState } from 'react'
import { router, useForm } from '@inertiajs/react'
import { Anchor, Badge, Button, Card, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core'
import { ListFooter } from '~/components/list_footer'
import { AdminLayout } from '~/components/admin_layout'
import { instantWithYearText } from '~/lib/time'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import type { Data } from '~generated/data'

type StaffBio = Data.Tutors.StaffBio
type ListName = 'held' | 'recent'
type Props = {
  admin: Data.Kernel.AdminFrame
  bios: StaffBio[]
  heldCount: number
  meta: { total: number; currentPage: number; lastPage: number }
  filters: { list: ListName; page: number }
  timezone: string
}

const STATUS: Record<string, { label: string; color: string }> = {
  held: { label: 'Held, not shown', color: 'orange' },
  published: { label: 'Published, not reviewed', color: 'blue' },
  approved: { label: 'Approved', color: 'teal' },
  rejected: { label: 'Rejected', color: 'red' },
  superseded: { label: 'Replaced', color: 'gray' },
}

const KIND: Record<string, string> = { phone: 'phone number', email: 'email address', handle: 'social handle', link: 'chat or social link' }

function BioCard({ bio, timezone }: { bio: StaffBio; timezone: string }) {
  const [rejecting, setRejecting] = useState(false)
  const [approving, setApproving] = useState(false)
  const form = useForm({ reason: '' })
  const errors = useFormErrors(form)
  const headingId = `bio-${bio.id}`
  const status = STATUS[bio.status] ?? { label: bio.status, color: 'gray' }
  const approve = () => {
    setApproving(true)
    router.post(urlFor('tutors.bios.approve', { id: bio.id }), {}, { preserveScroll: true, onFinish: () => setApproving(false) })
  }
  const reject = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor('tutors.bios.reject', { id: bio.id }), { preserveScroll: true, onSuccess: () => setRejecting(false) })
  }
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Title order={2} fz="md" id={headingId}>
            {bio.username ? <Anchor href={`/u/${bio.username}`}>{bio.tutorName}</Anchor> : bio.tutorName}
          </Title>
          <Badge color={status.color} variant="light" tt="none">
            {status.label}
          </Badge>
          {bio.isPublic && bio.status !== 'rejected' && (
            <Badge color="gray" variant="outline" tt="none">
              Shown now
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Saved {instantWithYearText(bio.createdAt, timezone)}
          {bio.contactKinds.length > 0 && ` · found: ${bio.contactKinds.map((kind) => KIND[kind] ?? kind).join(', ')}`}
        </Text>
        <Paper withBorder p="sm" radius="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {bio.text || '(an empty bio)'}
          </Text>
        </Paper>
        {bio.reviewerName && bio.reviewedAt && (
          <Text size="sm" c="dimmed">
            {bio.status === 'rejected' ? 'Rejected' : 'Approved'} by {bio.reviewerName} on {instantWithYearText(bio.reviewedAt, timezone)}
            {bio.rejectReason && `: ${bio.rejectReason}`}
          </Text>
        )}
        {(bio.status === 'held' || bio.status === 'published') &&
          (rejecting ? (
            <form onSubmit={reject} noValidate aria-label={`Reject the bio of ${bio.tutorName}`}>
              <Stack gap="xs">
                <TextInput
                  label="Reason (the tutor reads it)"
                  value={form.data.reason}
                  onChange={(event) => form.setData('reason', event.currentTarget.value)}
                  maxLength={500}
                  error={errorOf(errors, 'reason')}
                  required
                />
                <Group gap="xs">
                  <Button type="submit" color="red" size="sm" loading={form.processing}>
                    Reject
                  </Button>
                  <Button variant="default" size="sm" onClick={() => setRejecting(false)} disabled={form.processing}>
                    Cancel
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <Group gap="xs">
              {bio.status === 'held' && (
                <Button size="sm" onClick={approve} loading={approving}>
                  Approve and show it
                </Button>
              )}
              {bio.status === 'published' && (
                <Button size="sm" variant="default" onClick={approve} loading={approving}>
                  Mark as fine
                </Button>
              )}
              <Button size="sm" color="red" variant="light" onClick={() => setRejecting(true)} disabled={approving}>
                Reject…
              </Button>
            </Group>
          ))}
      </Stack>
    </Card>
  )
}

/** tutors/admin_bios — /admin/bios: one-on-one bios held for contact details and recent changes (spec 000 §6.3 "Bios: policy"). */
export default function AdminBios({ admin, bios, heldCount, meta, filters, timezone }: Props) {
  const visit = (next: Partial<Props['filters']>) => {
    const merged = { ...filters, page: 1, ...next }
    router.get(urlFor('tutors.bios.index'), { list: merged.list === 'held' ? undefined : merged.list, page: merged.page === 1 ? undefined : merged.page })
  }
  return (
    <AdminLayout
      admin={admin}
      title="Bios"
      description="One-on-one bios are public to learners, most of them minors. A bio with contact details is held until you approve it; recently changed bios can be rejected with a reason the tutor reads."
    >
      <SegmentedControl
        mb="md"
        aria-label="Which bios"
        data={[
          { value: 'held', label: `Waiting for review (${heldCount})` },
          { value: 'recent', label: 'Changed in the last 14 days' },
        ]}
        value={filters.list}
        onChange={(value) => visit({ list: value as ListName })}
      />
      {bios.length === 0 ? (
        <Text>{filters.list === 'held' ? 'No bio is waiting for review.' : 'No bio changed in the last 14 days.'}</Text>
      ) : (
        <Stack gap="sm">
          {bios.map((bio) => (
            <BioCard key={bio.id} bio={bio} timezone={timezone} />
          ))}
        </Stack>
      )}
      <ListFooter meta={meta} one="bio" many="bios" onPage={(page) => visit({ page })} />
    </AdminLayout>
  )
}
