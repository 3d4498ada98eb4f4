import { Link } from '@inertiajs/react'
import { Button } from '@mantine/core'
import { IconRefresh, IconTool } from '@tabler/icons-react'
import { StatusScreen } from '../../components/status_screen'

export default function ServerError() {
  return (
    <StatusScreen
      icon={<IconTool size={40} aria-hidden="true" />}
      eyebrow="Server error"
      title="Something went wrong on our side"
      documentTitle="Something went wrong"
      // spec 002 §8: the default product error.
      description="An error occurred. Please try again later."
      actions={
        <>
          <Button
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={() => window.location.reload()}
          >
            Try again
          </Button>
          <Button component={Link} href="/" variant="default">
            Home
          </Button>
        </>
      }
    />
  )
}
