import { useState, type ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import { Box, Button, Collapse, Container, Group, NavLink, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconChevronDown, IconChevronUp, IconLayoutDashboard } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import type { Data } from '~generated/data'

type MenuEntry = Data.Kernel.AdminFrame['menu']['entries'][number]

type Props = {
  admin: Data.Kernel.AdminFrame
  title: string
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
}

function columnsOf<T>(entries: T[], columns: 1 | 2): T[][] {
  if (columns === 1) return [entries]
  const half = Math.ceil(entries.length / 2)
  return [entries.slice(0, half), entries.slice(half)]
}

function MenuList({ admin, singleColumn = false }: { admin: Data.Kernel.AdminFrame; singleColumn?: boolean }) {
  const { menu, active } = admin
  const columns = singleColumn ? 1 : menu.columns
  const link = (entry: MenuEntry) => (
    <NavLink
      key={entry.key}
      component={Link}
      href={entry.href}
      label={entry.label}
      active={entry.key === active}
      aria-current={entry.key === active ? 'page' : undefined}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    />
  )
  return (
    <Stack gap={4}>
      {menu.home && (
        <NavLink
          component={Link}
          href={menu.home.href}
          label={menu.home.label}
          leftSection={<IconLayoutDashboard size={16} aria-hidden />}
          active={menu.home.key === active}
          aria-current={menu.home.key === active ? 'page' : undefined}
          variant="light"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        />
      )}
      {/* spec 000 §2.6: sorted by name, two columns when more than 15 entries are visible
          (filled down the first column, then the second, so the order reads like a list). */}
      <SimpleGrid cols={columns} spacing={4} verticalSpacing={4} data-columns={columns}>
        {columnsOf(menu.entries, columns).map((column, index) => (
          <Stack key={index} gap={4}>
            {column.map(link)}
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  )
}

/** The staff console frame: the admin menu in a side panel (a toggled list on narrow screens). */
export function AdminLayout({ admin, title, description, actions, children }: Props) {
  const [open, setOpen] = useState(false)
  const sideWidth = admin.menu.columns === 2 ? 420 : 240
  return (
    <Container size="xl" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Box hiddenFrom="md" mb="md">
        <Button
          variant="default"
          fullWidth
          justify="space-between"
          rightSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls="admin-menu-narrow"
        >
          Staff console menu
        </Button>
        <Collapse expanded={open} id="admin-menu-narrow">
          <Paper withBorder p="xs" mt="xs" component="nav" aria-label="Staff console">
            {/* Narrow screens: one column whatever the count. */}
            <MenuList admin={admin} singleColumn />
          </Paper>
        </Collapse>
      </Box>
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Box visibleFrom="md" w={sideWidth} style={{ flex: `0 0 ${sideWidth}px`, position: 'sticky', top: 80 }}>
          <Paper withBorder p="xs" component="nav" aria-label="Staff console">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
              Staff console
            </Text>
            <MenuList admin={admin} />
          </Paper>
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <PageHeader title={title} description={description} actions={actions} />
          {children}
        </Box>
      </Group>
    </Container>
  )
}
