import { Link, router } from '@inertiajs/react'
import { Alert, Anchor, Badge, Container, Group, Pagination, Paper, SegmentedControl, Select, Spoiler, Stack, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { PageHeader } from '~/components/page_header'
import { urlFor } from '~/lib/routes'
import { dayText, useZone } from '~/lib/time'
import { RichTextView } from '../../../rich_text/ui/index'
import type { RichTextContent } from '../../../rich_text/shared/index'
import type { IdeaSort, IdeaStatus } from '../../shared/index'
import { IdeaForm } from '../components/idea_form'
import { StatusEditor } from '../components/status_editor'
import { VoteButton } from '../components/vote_button'

type StatusOption = { value: IdeaStatus; label: string; color: string }

type Props = {
  ideas: Data.Ideas.Idea[]
  meta: { total: number; currentPage: number; lastPage: number }
  sort: IdeaSort
  status: IdeaStatus | null
  statuses: StatusOption[]
  viewer: Data.Ideas.IdeaViewer
}

function IdeaCard({ idea, viewer, statuses }: { idea: Data.Ideas.Idea; viewer: Data.Ideas.IdeaViewer; statuses: StatusOption[] }) {
  const zone = useZone()
  const status = statuses.find((entry) => entry.value === idea.status)
  const reason = !viewer.signedIn ? 'Sign in to vote' : idea.own ? 'You cannot upvote your own idea' : 'Voting is not available'
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-labelledby={`idea-${idea.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <VoteButton ideaId={idea.id} title={idea.title} count={idea.voteCount} voted={idea.voted} disabled={!viewer.canPost || idea.own} reason={reason} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Title order={2} fz="h5" id={`idea-${idea.id}`} style={{ overflowWrap: 'anywhere' }}>
              {idea.title}
            </Title>
            {status && (
              <Badge color={status.color} variant="light" miw="max-content">
                {status.label}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {idea.authorName} · <time dateTime={idea.createdAt}>{dayText(idea.createdAt, zone)}</time>
          </Text>
          <Spoiler maxHeight={120} showLabel="Show more" hideLabel="Show less">
            {/* The generated prop type widens the stored document's tuples; it is the stored shape. */}
            <RichTextView content={idea.body as RichTextContent} />
          </Spoiler>
          {idea.statusNote && (
            <Text size="sm" c="dimmed" fs="italic">
              Team note: {idea.statusNote}
            </Text>
          )}
          {viewer.canSetStatus && <StatusEditor ideaId={idea.id} status={idea.status} note={idea.statusNote} statuses={statuses} />}
        </Stack>
      </Group>
    </Paper>
  )
}

/** ideas/board — /feedback: Feedback & Ideas (spec 000 §2.2, §2.6). */
export default function IdeasBoard({ ideas, meta, sort, status, statuses, viewer }: Props) {
  const visit = (next: { sort?: IdeaSort; status?: IdeaStatus | null; page?: number }) => {
    const query = { sort: next.sort ?? sort, status: next.status === undefined ? status : next.status, page: next.page ?? 1 }
    router.get(urlFor('ideas.index'), { sort: query.sort, ...(query.status ? { status: query.status } : {}), ...(query.page > 1 ? { page: query.page } : {}) }, { preserveScroll: true })
  }
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="Feedback & Ideas" description="Tell us what would make Peerhaven better, and upvote the ideas you want most." />
      <Stack gap="lg">
        {viewer.canPost && <IdeaForm />}
        {!viewer.signedIn && (
          <Alert color="blue" variant="light">
            <Text size="sm">
              <Anchor component={Link} href={`/login?returnTo=${encodeURIComponent('/feedback')}`}>
                Sign in
              </Anchor>{' '}
              to share an idea or upvote one.
            </Text>
          </Alert>
        )}
        {viewer.signedIn && !viewer.canPost && (
          <Alert color="gray" variant="light">
            <Text size="sm">Your account cannot post or vote on ideas right now.</Text>
          </Alert>
        )}
        <Group justify="space-between" align="flex-end" gap="sm">
          <SegmentedControl
            aria-label="Sort ideas"
            value={sort}
            onChange={(value) => visit({ sort: value as IdeaSort })}
            data={[
              { value: 'top', label: 'Top' },
              { value: 'new', label: 'New' },
            ]}
          />
          <Select
            label="Status"
            size="sm"
            w={200}
            data={[{ value: '', label: 'Any status' }, ...statuses.map(({ value, label }) => ({ value, label }))]}
            value={status ?? ''}
            allowDeselect={false}
            onChange={(value) => visit({ status: (value || null) as IdeaStatus | null })}
          />
        </Group>
        {ideas.length === 0 ? (
          <Text c="dimmed">No ideas here yet.</Text>
        ) : (
          <Stack gap="sm">
            {ideas.map((idea) => (
              <IdeaCard key={idea.id} idea={idea} viewer={viewer} statuses={statuses} />
            ))}
          </Stack>
        )}
        {meta.lastPage > 1 && (
          <Pagination total={meta.lastPage} value={meta.currentPage} onChange={(page) => visit({ page })} getItemProps={(page) => ({ 'aria-label': `Page ${page}` })} />
        )}
      </Stack>
    </Container>
  )
}
