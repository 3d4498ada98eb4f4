import { Badge, Blockquote, Paper, Stack, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { AUDIT_RATING_LABELS, type AuditRating } from '../../shared/index'

/** Reviews mentors featured as examples: the rating and the featured comment, with nobody's name. */
export function FeaturedExamples({ examples, description }: { examples: Data.PeerReview.FeaturedExample[]; description: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="featured-title">
      <Title order={2} fz="h4" id="featured-title" mb="xs">
        Example reviews ({examples.length})
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {description}
      </Text>
      {examples.length === 0 ? (
        <Text c="dimmed">No example yet.</Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {examples.map((example) => (
            <li key={example.auditId}>
              <Text size="sm" fw={500}>
                {example.commentLabel}{' '}
                <Badge variant="light" ml={4}>
                  {AUDIT_RATING_LABELS[example.rating as AuditRating] ?? example.rating}
                </Badge>
              </Text>
              <Blockquote p="xs" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {example.comment}
              </Blockquote>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  )
}
