import { Badge, Group, List, Text } from '@mantine/core'

const LABELS: Record<string, string> = { yes: 'Yes', no: 'No' }

/** The answers of an audit, question by question (labels come from the slug when the rubric has none for it). */
export function AuditAnswers({ answers, labels }: { answers: Record<string, string>; labels?: Record<string, string> }) {
  const entries = Object.entries(answers)
  if (entries.length === 0) return <Text c="dimmed">No answers.</Text>
  return (
    <List spacing="xs" listStyleType="none" m={0} p={0}>
      {entries.map(([slug, value]) => (
        <List.Item key={slug}>
          <Group gap="xs" wrap="wrap" align="baseline">
            <Text size="sm" fw={500}>
              {labels?.[slug] ?? slug}:
            </Text>
            {value === 'yes' || value === 'no' ? (
              <Badge color={value === 'yes' ? 'teal' : 'orange'} variant="light">
                {LABELS[value]}
              </Badge>
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  )
}
