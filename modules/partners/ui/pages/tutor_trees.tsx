import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Alert, Badge, Box, Button, Group, Loader, Pagination, Paper, Stack, Text } from '@mantine/core'
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react'
import { AdminLayout } from '~/components/admin_layout'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

type Branch = Data.Partners.Branch
type Props = { admin: Data.Kernel.AdminFrame; roots: Branch[]; total: number; page: number; lastPage: number }
type Loaded = { branches: Branch[]; page: number; lastPage: number; total: number }

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

async function loadBranches(userId: number, page: number): Promise<Loaded> {
  const response = await fetch(urlFor('partners.tutor_tree_branches', { id: userId }, { qs: { page } }), { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`${response.status}`)
  return (await response.json()) as Loaded
}

/** One person and, once expanded, the people they brought (loaded on demand, a page at a time). */
function Node({ branch, depth }: { branch: Branch; depth: number }) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const childrenId = `tree-children-${branch.userId}`

  const load = async (page: number) => {
    setLoading(true)
    setFailed(false)
    try {
      setLoaded(await loadBranches(branch.userId, page))
    } catch {
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }
  const toggle = () => {
    const next = !open
    setOpen(next)
    if (next && !loaded) void load(1)
  }

  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <Paper withBorder p="xs" radius="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {branch.brought > 0 ? (
              <Button
                variant="subtle"
                size="compact-sm"
                px={4}
                onClick={toggle}
                aria-expanded={open}
                aria-controls={childrenId}
                leftSection={open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
              >
                {branch.name}
              </Button>
            ) : (
              <Text fw={500} pl={28}>
                {branch.name}
              </Text>
            )}
            {branch.viaPartner && (
              <Badge variant="light" size="sm">
                via {branch.viaPartner}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            brought {branch.brought} · {plural(branch.people, 'person', 'people')} in branch · hosted {branch.hostedOwn} · branch hosted {branch.hostedBranch}
          </Text>
        </Group>
      </Paper>
      {open && (
        <Box id={childrenId} pl={{ base: 'sm', sm: 'lg' }} mt={4} style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }} ml={depth < 6 ? 'sm' : 0}>
          {loading && <Loader size="sm" aria-label="Loading" />}
          {failed && (
            <Alert color="red" variant="light">
              These people could not be loaded. Try again.
            </Alert>
          )}
          {loaded && !loading && (
            <>
              <Stack component="ul" gap={4} p={0} m={0}>
                {loaded.branches.map((child) => (
                  <Node key={child.userId} branch={child} depth={depth + 1} />
                ))}
              </Stack>
              {loaded.lastPage > 1 && <Pagination size="sm" mt="xs" total={loaded.lastPage} value={loaded.page} onChange={(next) => void load(next)} />}
            </>
          )}
        </Box>
      )}
    </Box>
  )
}

/** partners/tutor_trees — /admin/tutor-trees (spec 000 §2.6: super): who brought whom, with sessions hosted per branch. */
export default function TutorTrees({ admin, roots, total, page, lastPage }: Props) {
  return (
    <AdminLayout
      admin={admin}
      title="Tutor Trees"
      description="Who brought whom onto the platform through referral links. Each tree starts with someone nobody referred; expand a person to see the people they brought. Sessions hosted count ended sessions they hosted, and the branch total adds everyone below them."
    >
      <Text size="sm" c="dimmed" mb="sm">
        {plural(total, 'tree', 'trees')}, biggest first.
      </Text>
      {roots.length === 0 ? (
        <Text c="dimmed">Nobody has brought anyone onto the platform yet.</Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} aria-label="Tutor trees">
          {roots.map((root) => (
            <Node key={root.userId} branch={root} depth={0} />
          ))}
        </Stack>
      )}
      {lastPage > 1 && <Pagination mt="md" total={lastPage} value={page} onChange={(next) => router.get(urlFor('partners.tutor_trees'), { page: next })} />}
    </AdminLayout>
  )
}
