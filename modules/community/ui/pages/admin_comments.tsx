import { router } from '@inertiajs/react'
import { Anchor, Badge, Button, Card, Divider, Group, Pagination, Select, Stack, Text } from '@mantine/core'
import { AdminLayout } from '~/components/admin_layout'
import { urlFor } from '~/lib/routes'
import { instantText, useZone } from '~/lib/time'
import type { Data } from '~generated/data'
import { postFeedbackRatingLabel } from '../../shared/index'
import { PostFeedbackForm } from '../components/post_feedback_form'

type Post = Data.Community.PostReview
type Filters = { filter: 'all' | 'unreviewed' | 'reviewed' | 'featured'; kind: 'all' | 'posts' | 'comments'; page: number }
type Props = { admin: Data.Kernel.AdminFrame; posts: Post[]; meta: { total: number; currentPage: number; lastPage: number }; filters: Filters }

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'unreviewed', label: 'Unreviewed' },
  { value: 'reviewed', label: 'Reviewed' },
  { value: 'featured', label: 'Featured' },
]
const KINDS = [
  { value: 'all', label: 'Posts and comments' },
  { value: 'posts', label: 'Posts' },
  { value: 'comments', label: 'Comments' },
]

function visit(filters: Filters) {
  router.get(urlFor('post_feedback.index'), {
    filter: filters.filter === 'all' ? undefined : filters.filter,
    kind: filters.kind === 'all' ? undefined : filters.kind,
    page: filters.page > 1 ? filters.page : undefined,
  })
}

function Feedback({ item }: { item: Post['feedback'][number] }) {
  const toggle = () =>
    item.featured
      ? router.delete(urlFor('post_feedback.unfeature', { feedbackId: item.id }), { preserveScroll: true })
      : router.post(urlFor('post_feedback.feature', { feedbackId: item.id }), {}, { preserveScroll: true })
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="wrap">
        <Badge variant="light">{postFeedbackRatingLabel(item.rating)}</Badge>
        <Text size="sm" c="dimmed">
          by {item.mine ? 'you' : item.reviewerName}
        </Text>
        {item.featured && <Badge color="yellow">Featured</Badge>}
        <Button size="compact-xs" variant="subtle" onClick={toggle}>
          {item.featured ? 'Unfeature' : 'Feature'}
        </Button>
      </Group>
      {item.note && <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{item.note}</Text>}
      {item.internalNote && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Internal: {item.internalNote}
        </Text>
      )}
    </Stack>
  )
}

/** community/admin_comments — /admin/comments: rate posts and comments (post feedback), feature feedback. */
export default function AdminComments({ admin, posts, meta, filters }: Props) {
  const zone = useZone()
  return (
    <AdminLayout admin={admin} title="Comments" description="Recent posts and comments across the community, newest first.">
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <Select label="Feedback" w={200} allowDeselect={false} data={FILTERS} value={filters.filter} onChange={(value) => value && visit({ ...filters, filter: value as Filters['filter'], page: 1 })} />
          <Select label="Kind" w={200} allowDeselect={false} data={KINDS} value={filters.kind} onChange={(value) => value && visit({ ...filters, kind: value as Filters['kind'], page: 1 })} />
        </Group>
        {posts.length === 0 ? (
          <Text c="dimmed">Nothing to show with these filters.</Text>
        ) : (
          posts.map((post) => {
            const mine = post.feedback.find((item) => item.mine)
            return (
              <Card key={post.id} withBorder padding="md" component="article" aria-label={`${post.isComment ? 'Comment' : 'Post'} by ${post.authorName}`}>
                <Stack gap="xs">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text size="sm" c="dimmed" style={{ flex: '1 1 220px' }}>
                      <Text span fw={600} c="var(--mantine-color-text)">
                        {post.authorName}
                      </Text>{' '}
                      · {post.place} · {instantText(post.createdAt, zone)}
                    </Text>
                    <Group gap={4}>
                      {post.isComment && <Badge variant="light" color="gray">Comment</Badge>}
                      {post.hidden && <Badge color="red">Hidden</Badge>}
                    </Group>
                  </Group>
                  <Text style={{ overflowWrap: 'anywhere' }}>{post.excerpt || <em>(no text)</em>}</Text>
                  {post.href && (
                    <Anchor href={post.href} size="sm">
                      Open in the community
                    </Anchor>
                  )}
                  {post.feedback.length > 0 && (
                    <Stack gap="xs">
                      {post.feedback.map((item) => (
                        <Feedback key={item.id} item={item} />
                      ))}
                    </Stack>
                  )}
                  <Divider />
                  <PostFeedbackForm key={mine?.id ?? 'new'} postId={post.id} existing={mine} />
                </Stack>
              </Card>
            )
          })
        )}
        {meta.lastPage > 1 && (
          <Pagination total={meta.lastPage} value={meta.currentPage} onChange={(page) => visit({ ...filters, page })} getItemProps={(page) => ({ 'aria-label': `Page ${page}` })} />
        )}
      </Stack>
    </AdminLayout>
  )
}
