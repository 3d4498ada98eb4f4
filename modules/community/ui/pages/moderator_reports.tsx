import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Badge, Button, Group, List, Stack, Text } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { instantText, useZone } from '~/lib/time'
import type { Data } from '~generated/data'
import { reportReason, type ReportReason } from '../../../safety/shared/index'
import { ModeratorShell, type ModeratorTab } from '../../../worlds/ui/index'
import { ModeratedPostCard } from '../components/moderated_post_card'
import { NoteDialog } from '../components/note_dialog'

type Reported = Data.Community.ReportedPost
type Outcome = 'upheld' | 'dismissed'

type Props = { world: Data.Worlds.World; reported: Reported[]; tabs: ModeratorTab[] }

const SEVERITY_COLORS = { high: 'red', medium: 'orange', low: 'gray' } as const

function Reports({ reports }: { reports: Reported['reports'] }) {
  const zone = useZone()
  return (
    <List spacing={6} size="sm" listStyleType="none" aria-label="Reports">
      {reports.map((report) => (
        <List.Item key={report.id}>
          <Group gap={6} wrap="wrap">
            <Badge color={SEVERITY_COLORS[report.severity]} variant="light">
              {report.severity}
            </Badge>
            <Text size="sm" fw={600}>
              {reportReason(report.category as ReportReason).label}
            </Text>
            <Text size="sm" c="dimmed">
              by {report.reporterName ?? 'a deleted account'} · {instantText(report.createdAt, zone)}
            </Text>
          </Group>
          {report.details && (
            <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
              {report.details}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  )
}

/** community/moderator_reports — /w/:worldSlug/moderator/reports: the world's reported posts and comments. */
export default function ModeratorReports({ world, reported, tabs }: Props) {
  const [deciding, setDeciding] = useState<{ item: Reported; outcome: Outcome } | null>(null)
  const [processing, setProcessing] = useState(false)

  function decide(note: string) {
    if (!deciding) return
    setProcessing(true)
    router.post(
      urlFor('moderator_reports.review', { worldSlug: world.slug, postId: deciding.item.post.id }),
      { outcome: deciding.outcome, note },
      { preserveScroll: true, onFinish: () => { setProcessing(false); setDeciding(null) } }
    )
  }

  return (
    <ModeratorShell
      world={world}
      tabs={tabs}
      active="reports"
      title={`Reports in ${world.title}`}
      description="Posts and comments people reported. A high-severity report hides the post until someone decides."
    >
      {reported.length === 0 ? (
        <Text c="dimmed">No open reports. Thank you for keeping an eye out.</Text>
      ) : (
        <Stack gap="xs" component="section" aria-label="Reported posts">
          {reported.map((item) => (
            <ModeratedPostCard key={item.post.id} post={item.post} footer={<Reports reports={item.reports} />}>
              <Button size="xs" color="red" variant="light" onClick={() => setDeciding({ item, outcome: 'upheld' })}>
                {item.post.hiddenAt ? 'Keep hidden' : 'Uphold and hide'}
              </Button>
              <Button size="xs" variant="default" onClick={() => setDeciding({ item, outcome: 'dismissed' })}>
                Dismiss
              </Button>
            </ModeratedPostCard>
          ))}
        </Stack>
      )}
      <NoteDialog
        key={deciding ? `${deciding.item.post.id}-${deciding.outcome}` : 'closed'}
        opened={deciding !== null}
        title={deciding?.outcome === 'upheld' ? 'Uphold the reports and keep it hidden?' : 'Dismiss the reports?'}
        confirmLabel={deciding?.outcome === 'upheld' ? 'Uphold' : 'Dismiss'}
        color={deciding?.outcome === 'upheld' ? 'red' : undefined}
        processing={processing}
        onClose={() => setDeciding(null)}
        onConfirm={decide}
      />
    </ModeratorShell>
  )
}
