import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Alert } from '@mantine/core'

type Props = { label: string; children: ReactNode }

/**
 * One block that fails to render shows a fallback instead of taking the whole page down (spec 002
 * §8 "Guarded section render failure: fallback shown"); the error is logged.
 */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Form block "${this.props.label}" failed to render`, error, info.componentStack)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <Alert color="red" title={this.props.label}>
        This question could not be shown. Please reload the page.
      </Alert>
    )
  }
}
