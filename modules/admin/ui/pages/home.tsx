import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconMailCheck, IconShieldCheck, IconUserCheck, IconUsers } from '@tabler/icons-react'

type AdminHomeProps = {
  counts: {
    users: number
    verifiedUsers: number
    onboardedUsers: number
    staff: number
  }
}

const numberFormat = new Intl.NumberFormat('en-US')

function StatCard({ label, value, icon, color }: { label: string; value: number; icon: ReactNode; color: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Box>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={32} fw={700} lh={1.2}>
            {numberFormat.format(value)}
          </Text>
        </Box>
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  )
}

/** admin/home — the staff console home. */
export default function AdminHome({ counts }: AdminHomeProps) {
  return (
    <>
      <Head title="Staff console" />
      <Box maw={1040} mx="auto" px={{ base: 'xs', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>Staff console</Title>
            <Text c="dimmed">An overview of Peerhaven accounts.</Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <StatCard label="Users" value={counts.users} icon={<IconUsers size={22} />} color="blue" />
            <StatCard label="Verified emails" value={counts.verifiedUsers} icon={<IconMailCheck size={22} />} color="teal" />
            <StatCard label="Finished onboarding" value={counts.onboardedUsers} icon={<IconUserCheck size={22} />} color="grape" />
            <StatCard label="Staff members" value={counts.staff} icon={<IconShieldCheck size={22} />} color="orange" />
          </SimpleGrid>
        </Stack>
      </Box>
    </>
  )
}
