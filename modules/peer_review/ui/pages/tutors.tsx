import { useState } from 'react'
import { Link, router } from '@inertiajs/react'
import { Anchor, Badge, Button, Group, Pagination, Paper, Stack, Table, Text, TextInput } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { dayText, useZone } from '~/lib/time'
import { AdminLayout } from '~/components/admin_layout'
import { AUDITOR_LEVEL_LABELS, isAuditorLevel } from '../../shared/index'

type Props = {
  admin: Data.Kernel.AdminFrame
  tutors: Data.PeerReview.TutorRow[]
  meta: { total: number; currentPage: number; lastPage: number }
  filters: { q: string }
}

const MENTOR_STATUS_LABELS: Record<string, { label: string; color: string }> = {
  None: { label: 'None', color: 'gray' },
  NeedsMentor: { label: 'Needs a mentor', color: 'red' },
  InProgress: { label: 'In progress', color: 'yellow' },
  Resolved: { label: 'Resolved', color: 'teal' },
}

/** peer_review/tutors — /admin/tutors: tutors, their sessions, certifications and reviews (spec 000 §2.6 tutors, §6.3 mentor). */
export default function Tutors({ admin, tutors, meta, filters }: Props) {
  const zone = useZone()
  const [search, setSearch] = useState(filters.q)
  const visit = (next: { q?: string; page?: number }) => {
    const q = next.q ?? filters.q
    router.get(urlFor('peer_review.tutors'), { ...(q ? { q } : {}), ...(next.page && next.page > 1 ? { page: next.page } : {}) }, { preserveScroll: true })
  }
  return (
    <AdminLayout admin={admin} title="Tutors" description="Every tutor with the sessions they hosted, their certified topics, their level as a reviewer, the reviews of their sessions and whether a mentor is following them.">
      <Stack gap="lg">
        <form
          role="search"
          aria-label="Search tutors"
          onSubmit={(event) => {
            event.preventDefault()
            visit({ q: search.trim(), page: 1 })
          }}
        >
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput label="Tutor" placeholder="Name or username" value={search} onChange={(event) => setSearch(event.currentTarget.value)} maxLength={80} />
            <Button type="submit">Search</Button>
          </Group>
        </form>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
            {meta.total === 1 ? '1 tutor' : `${meta.total} tutors`}
            {filters.q ? ` matching "${filters.q}"` : ''}
          </Text>
          {tutors.length === 0 ? (
            <Text c="dimmed">No tutors found.</Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Tutor</Table.Th>
                    <Table.Th>Sessions hosted</Table.Th>
                    <Table.Th>Last hosted</Table.Th>
                    <Table.Th>Certified topics</Table.Th>
                    <Table.Th>Reviewer level</Table.Th>
                    <Table.Th>Reviews received</Table.Th>
                    <Table.Th>Mentor status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tutors.map((tutor) => {
                    const status = MENTOR_STATUS_LABELS[tutor.mentorStatus] ?? MENTOR_STATUS_LABELS.None
                    return (
                      <Table.Tr key={tutor.userId}>
                        <Table.Td>
                          <Text fw={500}>{tutor.name}</Text>
                          <Text size="xs" c="dimmed">
                            @{tutor.username}
                          </Text>
                        </Table.Td>
                        <Table.Td>{tutor.sessionsHosted}</Table.Td>
                        <Table.Td>{tutor.lastHostedAt ? dayText(tutor.lastHostedAt, zone) : 'Never'}</Table.Td>
                        <Table.Td>{tutor.certifiedTopics}</Table.Td>
                        <Table.Td>{isAuditorLevel(tutor.auditorLevel) ? AUDITOR_LEVEL_LABELS[tutor.auditorLevel] : tutor.auditorLevel}</Table.Td>
                        <Table.Td>
                          {tutor.auditsReceived === 0 ? (
                            'None'
                          ) : (
                            <Anchor component={Link} href={`${urlFor('peer_review.admin')}?tutor=${tutor.userId}`} aria-label={`${tutor.auditsReceived} ${tutor.auditsReceived === 1 ? 'review' : 'reviews'} of ${tutor.name}'s sessions, average ${tutor.averageRating} of 5`}>
                              {tutor.auditsReceived} (average {tutor.averageRating} of 5)
                            </Anchor>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Badge color={status.color} variant="light">
                            {status.label}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
        {meta.lastPage > 1 && <Pagination total={meta.lastPage} value={meta.currentPage} onChange={(page) => visit({ page })} getItemProps={(page) => ({ 'aria-label': `Page ${page}` })} />}
      </Stack>
    </AdminLayout>
  )
}
