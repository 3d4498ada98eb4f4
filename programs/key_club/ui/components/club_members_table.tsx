import { Table, Text } from '@mantine/core'
import type { Data } from '~generated/data'

/** A club's members and their approved hours; a member off leaderboards is listed without a name. */
export function ClubMembersTable({ members, label, unnamed }: { members: Data.Programs.KeyClub.ClubMember[]; label: string; unnamed: string }) {
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th ta="right">Approved hours</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member, index) => (
            <Table.Tr key={index}>
              <Table.Td>
                {member.name ?? (
                  <Text span c="dimmed">
                    {unnamed}
                  </Text>
                )}
                {member.isViewer && ' (you)'}
              </Table.Td>
              <Table.Td ta="right">{member.hours}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
