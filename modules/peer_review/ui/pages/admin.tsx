import { useState } from 'react'
import { Link, router } from '@inertiajs/react'
import { Anchor, Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { dayText, useZone } from '~/lib/time'
import { AdminLayout } from '~/components/admin_layout'
import { FeaturedExamples } from '../components/featured_examples'
import { AUDITOR_LEVELS, AUDITOR_LEVEL_LABELS, AUDIT_RATING_LABELS, type AuditRating } from '../../shared/index'

type Audit = Data.PeerReview.StaffAudit
type Auditor = Data.PeerReview.Auditor
type Props = {
  admin: Data.Kernel.AdminFrame
  needingReview: Audit[]
  recent: Audit[]
  auditors: Auditor[]
  tutor: { id: number; name: string } | null
  doubleReview: Data.PeerReview.DoubleReviewSummary
  featured: Data.PeerReview.FeaturedExample[]
  thresholds: Record<string, number>
}

const percent = (share: number) => `${Math.round(share * 100)}%`

function AuditTable({ title, audits, verify, gold = false }: { title: string; audits: Audit[]; verify: boolean; gold?: boolean }) {
  const zone = useZone()
  const id = title.toLowerCase().replace(/\W+/g, '-')
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} fz="h4" mb="sm" id={id}>
        {title} ({audits.length})
      </Title>
      {audits.length === 0 ? (
        <Text c="dimmed">None.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Session</Table.Th>
                <Table.Th>Tutor</Table.Th>
                <Table.Th>Reviewer</Table.Th>
                <Table.Th>Rating</Table.Th>
                <Table.Th>Written</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {audits.map((audit) => (
                <Table.Tr key={audit.id}>
                  <Table.Td>
                    <Anchor component={Link} href={urlFor('peer_review.admin_review', { id: audit.id })}>
                      {audit.sessionTitle}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{audit.tutorName}</Table.Td>
                  <Table.Td>
                    {audit.auditorName} <Badge variant="light">{audit.auditLevel}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {AUDIT_RATING_LABELS[audit.rating as AuditRating] ?? audit.rating}
                      {audit.poor && <Badge color="orange">Poor</Badge>}
                      {audit.escalated && <Badge color="red">Escalated</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>{dayText(audit.createdAt, zone)}</Table.Td>
                  <Table.Td>
                    {verify && audit.needsReview ? (
                      <Button size="xs" onClick={() => router.post(urlFor('peer_review.admin_verify', { id: audit.id }), {}, { preserveScroll: true })} aria-label={`Verify the review of ${audit.sessionTitle} by ${audit.auditorName}`}>
                        Verify
                      </Button>
                    ) : audit.verifiedAt ? (
                      <Badge color="teal">Verified</Badge>
                    ) : null}
                    {audit.featuredKey && (
                      <Badge color="violet" ml={4}>
                        Example
                      </Badge>
                    )}
                    <Anchor component={Link} href={urlFor('peer_review.admin_session_tags', { id: audit.sessionId })} size="sm" ml={4} aria-label={`Tags of ${audit.sessionTitle}`}>
                      Tags
                    </Anchor>
                    {gold && audit.auditLevel === 'staff' && (
                      <Button size="xs" variant="light" ml={4} onClick={() => router.post(urlFor('peer_review.admin_gold', { id: audit.id }), {}, { preserveScroll: true })} aria-label={`Make ${audit.sessionTitle} a gold standard`}>
                        Gold standard
                      </Button>
                    )}
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

/** Opens the tags page of any session by its number (the session page's address ends with it). */
function SessionTagsLookup() {
  const [value, setValue] = useState('')
  const valid = /^[1-9]\d{0,11}$/.test(value.trim())
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="session-tags-lookup">
      <Title order={2} fz="h4" mb="xs" id="session-tags-lookup">
        Session tags
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (valid) router.get(urlFor('peer_review.admin_session_tags', { id: value.trim() }))
        }}
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput label="Session number" description="The number at the end of the session page's address." inputMode="numeric" value={value} onChange={(event) => setValue(event.currentTarget.value)} w={220} />
          <Button type="submit" variant="light" disabled={!valid}>
            Open its tags
          </Button>
        </Group>
      </form>
    </Paper>
  )
}

function NoteForm({ auditor }: { auditor: Auditor }) {
  const [note, setNote] = useState('')
  const [level, setLevel] = useState<string | null>(null)
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput size="xs" label={`Note on ${auditor.name}`} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
      <Select size="xs" label="New level" clearable data={AUDITOR_LEVELS.map((value) => ({ value, label: AUDITOR_LEVEL_LABELS[value] }))} value={level} onChange={setLevel} w={140} />
      <Button size="xs" disabled={note.trim().length < 3} onClick={() => router.post(urlFor('peer_review.admin_note', { id: auditor.userId }), { note, ...(level ? { newLevel: level } : {}) }, { preserveScroll: true })}>
        Save note
      </Button>
    </Group>
  )
}

/** peer_review/admin — /admin/peer-review: reviews waiting for a mentor, verification, auditor levels (spec 000 §2.6, §6.3 mentor). */
export default function Admin({ admin, needingReview, recent, auditors, tutor, doubleReview, featured, thresholds }: Props) {
  return (
    <AdminLayout admin={admin} title="Peer Reviews" description="Reviews by novice, beginner or unverified reviewers wait for a mentor; verifying one counts it towards the reviewer's level.">
      <Stack gap="lg">
        <AuditTable title="Reviews needing a mentor" audits={needingReview} verify />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="auditors-title">
          <Title order={2} fz="h4" mb="xs" id="auditors-title">
            Reviewers ({auditors.length})
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Levels by accepted reviews: Beginner {thresholds.beginner}, Intermediate {thresholds.intermediate}, Advanced {thresholds.advanced}. A note with a level verifies the reviewer; Flagged pauses them.
          </Text>
          <Text size="sm" mb="sm">
            Blind double reviews (every 10th peer review gets a second, independent reviewer): {doubleReview.sampled} sampled, {doubleReview.completed} completed
            {doubleReview.overall === null ? '; no agreement measured yet.' : `; the two reviewers agree on ${percent(doubleReview.overall)} of answers.`}
          </Text>
          {Object.keys(doubleReview.bySection).length > 0 && (
            <Text size="xs" c="dimmed" mb="sm">
              {Object.entries(doubleReview.bySection)
                .map(([section, share]) => `${section} ${percent(share)}`)
                .join(' · ')}
            </Text>
          )}
          {auditors.length === 0 ? (
            <Text c="dimmed">None yet.</Text>
          ) : (
            <Stack gap="md">
              {auditors.map((auditor) => (
                <Stack key={auditor.userId} gap={4}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={500}>{auditor.name}</Text>
                    <Badge variant="light">{AUDITOR_LEVEL_LABELS[auditor.level as keyof typeof AUDITOR_LEVEL_LABELS] ?? auditor.level}</Badge>
                    {auditor.verified ? <Badge color="teal">Verified</Badge> : <Badge color="gray">Unverified</Badge>}
                    <Text size="sm" c="dimmed">
                      {auditor.acceptedAudits} accepted of {auditor.writtenAudits} written
                    </Text>
                    <Text size="sm" c={auditor.calibrationConcern ? 'red.9' : 'dimmed'}>
                      {auditor.agreement === null ? 'No gold-standard review yet' : `Agreement with gold standards ${Math.round(auditor.agreement * 100)}% over ${auditor.goldReviews}`}
                      {auditor.calibrationConcern ? ': review this level' : ''}
                    </Text>
                    {auditor.doubleReviews > 0 && auditor.doubleAgreement !== null && (
                      <Text size="sm" c="dimmed">
                        Blind double-review agreement {percent(auditor.doubleAgreement)} over {auditor.doubleReviews}
                      </Text>
                    )}
                  </Group>
                  {Object.keys(auditor.agreementBySection).length > 0 && (
                    <Text size="xs" c="dimmed">
                      {Object.entries(auditor.agreementBySection)
                        .map(([section, share]) => `${section} ${Math.round(share * 100)}%`)
                        .join(' · ')}
                    </Text>
                  )}
                  <NoteForm auditor={auditor} />
                </Stack>
              ))}
            </Stack>
          )}
        </Paper>
        <AuditTable title={tutor ? `Reviews of ${tutor.name}'s sessions` : 'Recent reviews'} audits={recent} verify={false} gold />
        <SessionTagsLookup />
        <FeaturedExamples examples={featured} description="Comments you featured from reviews; reviewers see them on their queue, without any names." />
      </Stack>
    </AdminLayout>
  )
}
