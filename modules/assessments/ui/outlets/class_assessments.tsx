import { Link } from '@inertiajs/react'
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'

type Item = { id: number; title: string; href: string; released: boolean; resultsReleased: boolean; submitted: boolean; score: number | null; maxScore: number | null }

/**
 * The assessments of a series or session on its page (assessments fills 'series.sections' /
 * 'session.sections'): hosts see every linked one and whether it is released; learners see the
 * released ones with their own status and, once results are out, their score.
 */
export default function ClassAssessments({ kind, host, items }: { kind: 'series' | 'session'; host: boolean; items: Item[] }) {
  return (
    <Paper withBorder radius="md" p="md" mt="xl" component="section" aria-labelledby={`${kind}-assessments`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${kind}-assessments`}>
          Assessments
        </Title>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li key={item.id}>
              <Group gap="xs" wrap="wrap">
                <Anchor component={Link} href={item.href}>
                  {item.title}
                </Anchor>
                {host && (item.released ? <Badge color="green">Released</Badge> : <Badge color="gray">Not released</Badge>)}
                {!host && item.submitted && item.score === null && <Badge color="gray">Submitted</Badge>}
                {!host && !item.submitted && <Badge color="blue">To do</Badge>}
                {item.score !== null && (
                  <Text size="sm" fw={600}>
                    Score: {item.score} / {item.maxScore}
                  </Text>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  )
}
