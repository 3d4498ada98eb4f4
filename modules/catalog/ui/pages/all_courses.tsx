import { Link, router } from '@inertiajs/react'
import { Box, Card, Container, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'

type CourseSummary = Data.Catalog.Course.Variants['forCard']

type Props = {
  courses: CourseSummary[]
  coursesMeta: { total: number; currentPage: number; lastPage: number }
}

/** Subject categories first (spec 002 §9), any other domain after them alphabetically. */
const DOMAIN_ORDER = ['Math', 'Science', 'College Readiness', 'Other Subjects']

function groupByDomain(courses: CourseSummary[]) {
  const groups = new Map<string, CourseSummary[]>()
  for (const course of courses) groups.set(course.domain, [...(groups.get(course.domain) ?? []), course])
  const rank = (domain: string) => (DOMAIN_ORDER.includes(domain) ? DOMAIN_ORDER.indexOf(domain) : DOMAIN_ORDER.length)
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
}

function slugId(domain: string) {
  return `domain-${domain.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
}

/** catalog/all_courses — /course/all: every course, grouped by domain. */
export default function AllCourses({ courses, coursesMeta }: Props) {
  const groups = groupByDomain(courses)
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="All courses" description="Pick a course to see its topics, follow the ones you care about and find sessions." />
      {groups.length === 0 ? (
        <Text c="dimmed">Courses are on their way. Check back soon!</Text>
      ) : (
        <Stack gap="xl">
          {groups.map(([domain, list]) => (
            <Box key={domain} component="section" aria-labelledby={slugId(domain)}>
              <Title order={2} size="h3" id={slugId(domain)} mb="sm">
                {domain}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
                {list.map((course) => (
                  <Card key={course.slug} withBorder radius="md" padding="md" component={Link} href={urlFor('courses.show', { slug: course.slug })}>
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Text fw={600}>{course.name}</Text>
                        <Text size="sm" c="dimmed">
                          {course.topicCount} {course.topicCount === 1 ? 'topic' : 'topics'}
                        </Text>
                      </Stack>
                      <IconArrowRight size={18} aria-hidden style={{ flexShrink: 0 }} />
                    </Group>
                  </Card>
                ))}
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      )}
      {coursesMeta.lastPage > 1 && (
        <Pagination
          mt="xl"
          total={coursesMeta.lastPage}
          value={coursesMeta.currentPage}
          onChange={(page) => router.get(urlFor('courses.index'), { page })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}
    </Container>
  )
}
