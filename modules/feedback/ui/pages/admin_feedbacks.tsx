import { router } from '@inertiajs/react'
import { Badge, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { BarChart, LineChart } from '@mantine/charts'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { instantWithYearText, useZone } from '~/lib/time'
import { AdminLayout } from '~/components/admin_layout'
import { SESSION_RATINGS } from '../../shared/index'
import { ChartCard, FilterSelect, PagedList } from '../components/staff_page_parts'

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
          <ChartCard title="Ratings, last 90 days">
            <BarChart h={220} data={ratings} dataKey="rating" yAxisProps={{ allowDecimals: false }} series={[{ name: 'count', label: 'Feedbacks', color: 'haven.6' }]} />
          </ChartCard>
          <ChartCard
            title="Learner NPS by month"
            note={<>Promoters (9–10) minus detractors (0–6), in percent of each month&apos;s answers: {nps.map((month) => `${month.month} ${month.answers}`).join(', ')}.</>}
          >
            <LineChart h={220} data={nps} dataKey="month" yAxisProps={{ domain: [-100, 100] }} series={[{ name: 'nps', label: 'NPS', color: 'grape.6' }]} connectNulls />
          </ChartCard>
        </SimpleGrid>
        <Group align="flex-end" gap="sm">
          <FilterSelect label="Rating" placeholder="Any rating" options={SESSION_RATINGS} value={filters.rating} onChange={(rating) => visit({ ...filters, rating })} />
          <Checkbox label="With a comment" checked={filters.comments} onChange={(event) => visit({ ...filters, comments: event.currentTarget.checked })} mb={8} />
        </Group>
        <PagedList count={feedback.length} empty="No feedback matches." meta={meta} onPage={(page) => visit(filters, page)}>
          {feedback.map((item) => (
            <FeedbackCard key={item.id} item={item} />
          ))}
        </PagedList>
      </Stack>
    </AdminLayout>
  )
}
