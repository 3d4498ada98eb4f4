import { Link, router } from '@inertiajs/react'
import { Anchor, Badge, Box, Button, Container, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconUsersGroup } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import type { Data } from '~generated/data'
import { FollowButton } from '../components/follow_button'
import { urlFor } from '~/lib/routes'

type Props = {
  course: Data.Catalog.Course
  topicTypes: Array<{ type: Data.Catalog.Topic['type']; label: string }>
  topics: Data.Catalog.Topic[]
  topicsMeta: { total: number; currentPage: number; lastPage: number }
  worlds: Array<{ slug: string; title: string }>
  signedIn: boolean
}

/** catalog/course — /course/:slug: the course's active topics, by type, with follow buttons. */
export default function CoursePage({ course, topicTypes, topics, topicsMeta, worlds, signedIn }: Props) {
  const topicGroups = topicTypes.map((group) => ({ ...group, topics: topics.filter((topic) => topic.type === group.type) }))
  const loginHref = urlFor('auth.show_login', {}, { qs: { returnTo: urlFor('courses.show', { slug: course.slug }) } })
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Anchor component={Link} href={urlFor('courses.index')} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> All courses
        </Group>
      </Anchor>
      <PageHeader
        title={course.name}
        description={
          <Group gap="xs" component="span">
            <Badge variant="light" component="span">
              {course.domain}
            </Badge>
            <Text span c="dimmed">
              {topicsMeta.total} {topicsMeta.total === 1 ? 'topic' : 'topics'}
            </Text>
          </Group>
        }
        actions={
          signedIn ? (
            // spec 000 §2.2 /tutor/{type}/{slug}/{subpage?}: the course's topics to get certified in.
            <Button component={Link} href={urlFor('certification.tutor_topics_subpage', { type: 'course', slug: course.slug, subpage: 'certify' })} variant="default">
              Certify to tutor this course
            </Button>
          ) : (
            <Button component={Link} href={loginHref} variant="default">
              Sign in to follow topics
            </Button>
          )
        }
      />

      {worlds.length > 0 && (
        <Paper withBorder radius="md" p="md" mb="xl">
          <Group gap="sm" wrap="wrap">
            <IconUsersGroup size={20} aria-hidden />
            <Text size="sm">Study this course with others in</Text>
            {worlds.map((world) => (
              <Anchor key={world.slug} component={Link} href={urlFor('worlds.show', { worldSlug: world.slug })} size="sm" fw={600}>
                {world.title}
              </Anchor>
            ))}
          </Group>
        </Paper>
      )}

      {topicGroups.length === 0 ? (
        <Text c="dimmed">This course has no topics yet.</Text>
      ) : (
        <Stack gap="xl">
          {topicGroups.map((group) => (
            <Box key={group.type} component="section" aria-labelledby={`topics-${group.type}`}>
              <Title order={2} size="h3" id={`topics-${group.type}`} mb="sm">
                {group.label}
              </Title>
              <Stack gap="xs">
                {group.topics.map((topic) => (
                  <Paper key={topic.id} withBorder radius="md" p="sm">
                    <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Text fw={600}>{topic.name}</Text>
                        {topic.description && (
                          <Text size="sm" c="dimmed">
                            {topic.description}
                          </Text>
                        )}
                      </Stack>
                      {signedIn && <FollowButton topicId={topic.id} topicName={topic.name} following={topic.following} />}
                    </Group>
                  </Paper>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}

      {topicsMeta.lastPage > 1 && (
        <Pagination
          mt="xl"
          total={topicsMeta.lastPage}
          value={topicsMeta.currentPage}
          onChange={(page) => router.get(urlFor('courses.show', { slug: course.slug }), { page }, { preserveScroll: true })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}

      {course.kaUrl?.startsWith('https://') && (
        <Text size="sm" mt="xl">
          <Anchor href={course.kaUrl} target="_blank" rel="noopener noreferrer">
            Practise this course on Khan Academy
          </Anchor>
        </Text>
      )}
    </Container>
  )
}
