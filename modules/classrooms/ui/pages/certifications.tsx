import { Link, router } from '@inertiajs/react'
import { Anchor, Badge, Button, Container, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { dayText, useZone } from '~/lib/time'
import { PageHeader } from '~/components/page_header'

type Props = { classroom: Data.Classrooms.ClassroomHeader; learners: Data.Classrooms.LearnerProgress[] }

/**
 * classrooms/certifications — /classrooms/{id}/certifications: the class's sessions attended and
 * certifications, for the learners who share them (issue 18 §3; the educator observes, nothing more).
 */
export default function ClassroomCertifications({ classroom, learners }: Props) {
  const zone = useZone()
  const subject = [classroom.worldTitle, classroom.topicName].filter(Boolean).join(' · ')
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title={classroom.name}
        description={subject || 'Sessions attended and certifications of the learners who share their progress.'}
        actions={
          <Anchor component={Link} href={urlFor('classrooms.index')}>
            My Classrooms
          </Anchor>
        }
      />
      <Stack gap="lg">
        {classroom.canManage && classroom.joinCode && (
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="join-code">
            <Title order={2} size="h3" id="join-code">
              Join code
            </Title>
            <Group justify="space-between" align="center" mt="xs" gap="sm">
              <Text size="xl" fw={700} ff="monospace">
                {classroom.joinCode}
              </Text>
              <Button
                variant="default"
                onClick={() => {
                  if (window.confirm('Make a new code? The current code stops working; learners who joined stay.')) router.post(urlFor('classrooms.regenerate_code', { id: classroom.id }), {}, { preserveScroll: true })
                }}
              >
                Make a new code
              </Button>
            </Group>
            <Text size="sm" c="dimmed" mt="xs">
              Learners enter it under My Classrooms → Join a classroom and agree to share their progress with you.
            </Text>
          </Paper>
        )}
        <Stack gap="sm" component="section" aria-labelledby="learners">
          <Title order={2} id="learners">
            Learners sharing their progress
          </Title>
          {learners.length === 0 ? (
            <Text c="dimmed">No learner shares their progress yet. Learners appear here once they join with the code and agree to share.</Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Learner</Table.Th>
                    <Table.Th>Sessions attended</Table.Th>
                    <Table.Th>Last session</Table.Th>
                    <Table.Th>Certifications</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {learners.map((learner, index) => (
                    <Table.Tr key={`${learner.name}-${index}`}>
                      <Table.Td>
                        <Text fw={600}>{learner.name}</Text>
                      </Table.Td>
                      <Table.Td>{learner.sessionsAttended}</Table.Td>
                      <Table.Td>{learner.lastAttendedAt ? dayText(learner.lastAttendedAt, zone) : '—'}</Table.Td>
                      <Table.Td>
                        {learner.certifications.length === 0 ? (
                          <Text c="dimmed">None yet</Text>
                        ) : (
                          <List spacing={4} listStyleType="none" p={0}>
                            {learner.certifications.map((certification) => (
                              <List.Item key={`${certification.topicName}-${certification.approvedAt}`}>
                                <Badge variant="light" color="teal" tt="none">
                                  {certification.topicName}
                                </Badge>
                                {certification.approvedAt && (
                                  <Text span size="xs" c="dimmed" ml={6}>
                                    {dayText(certification.approvedAt, zone)}
                                  </Text>
                                )}
                              </List.Item>
                            ))}
                          </List>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Stack>
    </Container>
  )
}
