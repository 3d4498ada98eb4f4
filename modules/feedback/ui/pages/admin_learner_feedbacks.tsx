import { Link, router } from '@inertiajs/react'
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { BarChart } from '@mantine/charts'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { instantWithYearText, useZone } from '~/lib/time'
import { AdminLayout } from '~/components/admin_layout'
import { LEARNER_ATTRIBUTE_TAGS, LEARNER_FEEDBACK_TYPES } from '../../shared/index'
import { ChartCard, FilterSelect, PagedList } from '../components/staff_page_parts'

type Filters = { type: string | null; tag: string | null }
type Props = {
  admin: Data.Kernel.AdminFrame
  feedback: Data.Feedback.StaffLearnerFeedback[]
  meta: { total: number; page: number; lastPage: number }
  filters: Filters
  months: Data.Feedback.LearnerFeedbackMonth[]
  tags: Data.Feedback.TagCount[]
}

const TYPE_COLOR: Record<string, string> = Object.fromEntries(LEARNER_FEEDBACK_TYPES.map((type) => [type.value, type.color]))

function query(filters: Filters, page: number) {
  const params: Record<string, string> = {}
  if (filters.type) params.type = filters.type
  if (filters.tag) params.tag = filters.tag
  if (page > 1) params.page = String(page)
  return params
}

function LearnerFeedbackCard({ item }: { item: Data.Feedback.StaffLearnerFeedback }) {
  const zone = useZone()
  const url = urlFor('feedback.admin.learner_feedbacks.feature', { id: item.id })
  const toggle = () => (item.featured ? router.delete(url, { preserveScroll: true }) : router.post(url, {}, { preserveScroll: true }))
  return (
    <Card withBorder padding="md" component="article" aria-label={`${item.typeLabel} feedback on ${item.revieweeName}`}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <Badge color={TYPE_COLOR[item.type] ?? 'gray'} variant="light">
              {item.typeLabel}
            </Badge>
            {item.featured && <Badge color="grape">Shown to the learner</Badge>}
          </Group>
          <Text size="xs" c="dimmed">
            {instantWithYearText(item.createdAt, zone)}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.reviewerName} about <strong>{item.revieweeName}</strong> in{' '}
          <Anchor component={Link} href={urlFor('admin.sessions.show', { id: item.sessionId })}>
            {item.sessionTitle}
          </Anchor>
        </Text>
        {item.tagLabels.length > 0 && (
          <Text size="xs" c="dimmed">
            {item.tagLabels.join(' · ')}
          </Text>
        )}
        {item.comment && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.comment}</Text>}
        {(item.mayBeShown || item.featured) && (
          <Group>
            <Button size="compact-sm" variant={item.featured ? 'default' : 'light'} onClick={toggle}>
              {item.featured ? 'Stop showing to the learner' : 'Show to the learner'}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  )
}

/** feedback/admin_learner_feedbacks — /admin/learner-feedbacks (spec 000 §6.3: policy or mentor). */
export default function AdminLearnerFeedbacks({ admin, feedback, meta, filters, months, tags }: Props) {
  const visit = (next: Filters, page = 1) => router.get(urlFor('feedback.admin.learner_feedbacks.index'), query(next, page), { preserveScroll: true })
  return (
    <AdminLayout
      admin={admin}
      title="Learner Feedbacks"
      description={`${meta.total} ${meta.total === 1 ? 'feedback' : 'feedbacks'} from hosts about their learners, newest first. Learners see only the positive or constructive ones you show them, on their Feedback from your tutors page.`}
    >
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ChartCard title="Types by month">
            <BarChart
              h={220}
              data={months}
              dataKey="month"
              type="stacked"
              withLegend
              yAxisProps={{ allowDecimals: false }}
              series={LEARNER_FEEDBACK_TYPES.map((type) => ({ name: type.value, label: type.label, color: `${type.color}.6` }))}
            />
          </ChartCard>
          <ChartCard title="Tags, last 90 days">
            <BarChart
              h={260}
              data={tags}
              dataKey="tag"
              orientation="vertical"
              yAxisProps={{ width: 150 }}
              xAxisProps={{ allowDecimals: false }}
              series={[{ name: 'count', label: 'Times given', color: 'haven.6' }]}
            />
          </ChartCard>
        </SimpleGrid>
        <Group align="flex-end" gap="sm">
          <FilterSelect label="Type" placeholder="Any type" options={LEARNER_FEEDBACK_TYPES} value={filters.type} onChange={(type) => visit({ ...filters, type })} />
          <FilterSelect label="Tag" placeholder="Any tag" options={LEARNER_ATTRIBUTE_TAGS} value={filters.tag} onChange={(tag) => visit({ ...filters, tag })} />
        </Group>
        <PagedList count={feedback.length} empty="No learner feedback matches." meta={meta} onPage={(page) => visit(filters, page)}>
          {feedback.map((item) => (
            <LearnerFeedbackCard key={item.id} item={item} />
          ))}
        </PagedList>
      </Stack>
    </AdminLayout>
  )
}
