import { router } from '@inertiajs/react'
import { Badge, Button, Card, Checkbox, Group, Pagination, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { BarChart, LineChart } from '@mantine/charts'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { instantWithYearText, useZone } from '~/lib/time'
import { AdminLayout } from '~/components/admin_layout'
import { SESSION_RATINGS } from '../../shared/index'

type Filters = { rating: string | null; comments: boolean }
type Props = {
  admin: Data.Kernel.AdminFrame
  feedback: Data.Feedback.StaffFeedback[]
  meta: { total: number; page: number; lastPage: number }
  filters: Filters
  ratings: Data.Feedback.RatingCount[]
  nps: Data.Feedback.NpsMonth[]
}

function query(filters: Filters, page: number) {
  const params: Record<string, string> = {}
  if (filters.rating) params.rating = filters.rating
  if (filters.comments) params.comments = 'true'
  if (page > 1) params.page = String(page)
  return params
}

function FeedbackCard({ item }: { item: Data.Feedback.StaffFeedback }) {
  const zone = useZone()
  const feature = (onStoriesPage: boolean) => router.post(urlFor('feedback.admin.feature', { id: item.id }), { onStoriesPage }, { preserveScroll: true })
  return (
    <Card withBorder padding="md" component="article">
      <Stack gap={6}>
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <Badge color={item.rating === 'not-helpful' ? 'red' : 'green'} variant="light">
              {item.ratingLabel}
            </Badge>
            {item.nps !== null && <Badge variant="outline">NPS {item.nps}</Badge>}
            {item.featured && <Badge color="grape">On Stories</Badge>}
          </Group>
          <Text size="xs" c="dimmed">
            {instantWithYearText(item.createdAt, zone)}
          </Text>
        </Group>
        <Text size="sm">
          {item.learnerName} about <strong>{item.sessionTitle}</strong>
          {item.tutorName ? ` with ${item.tutorName}` : ''}
        </Text>
        {item.ratingTags.length > 0 && (
          <Text size="xs" c="dimmed">
            {item.ratingTags.join(' · ')}
          </Text>
        )}
        {item.comment && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.comment}</Text>}
        {item.internalComment && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            Internal: {item.internalComment}
          </Text>
        )}
        {item.comment && (
          <Group>
            <Button size="compact-sm" variant={item.featured ? 'default' : 'light'} onClick={() => feature(!item.featured)}>
              {item.featured ? 'Take off Stories' : 'Feature on Stories'}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  )
}

/** feedback/admin_feedbacks — /admin/feedbacks (spec 000 §6.3: policy or mentor). */
export default function AdminFeedbacks({ admin, feedback, meta, filters, ratings, nps }: Props) {
  const visit = (next: Filters, page = 1) => router.get(urlFor('feedback.admin.index'), query(next, page), { preserveScroll: true })
  return (
    <AdminLayout admin={admin} title="Feedbacks" description={`${meta.total} ${meta.total === 1 ? 'feedback' : 'feedbacks'}, newest first.`}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder padding="md">
            <Title order={2} size="h4" mb="sm">
              Ratings, last 90 days
            </Title>
            <BarChart h={220} data={ratings} dataKey="rating" yAxisProps={{ allowDecimals: false }} series={[{ name: 'count', label: 'Feedbacks', color: 'haven.6' }]} />
          </Card>
          <Card withBorder padding="md">
            <Title order={2} size="h4" mb="sm">
              Learner NPS by month
            </Title>
            <LineChart h={220} data={nps} dataKey="month" yAxisProps={{ domain: [-100, 100] }} series={[{ name: 'nps', label: 'NPS', color: 'grape.6' }]} connectNulls />
            <Text size="xs" c="dimmed" mt="xs">
              Promoters (9–10) minus detractors (0–6), in percent of each month&apos;s answers: {nps.map((month) => `${month.month} ${month.answers}`).join(', ')}.
            </Text>
          </Card>
        </SimpleGrid>
        <Group align="flex-end" gap="sm">
          <Select
            label="Rating"
            placeholder="Any rating"
            clearable
            data={SESSION_RATINGS.map((rating) => ({ value: rating.value, label: rating.label }))}
            value={filters.rating}
            onChange={(value) => visit({ ...filters, rating: value })}
          />
          <Checkbox label="With a comment" checked={filters.comments} onChange={(event) => visit({ ...filters, comments: event.currentTarget.checked })} mb={8} />
        </Group>
        {feedback.length === 0 ? (
          <Text c="dimmed">No feedback matches.</Text>
        ) : (
          <Stack gap="sm">
            {feedback.map((item) => (
              <FeedbackCard key={item.id} item={item} />
            ))}
          </Stack>
        )}
        {meta.lastPage > 1 && <Pagination total={meta.lastPage} value={meta.page} onChange={(page) => visit(filters, page)} getControlProps={() => ({ 'aria-label': 'Page' })} />}
      </Stack>
    </AdminLayout>
  )
}
