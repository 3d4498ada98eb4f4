import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'

/**
 * A component whose code arrives in its own chunk the first time it renders (nothing shows until
 * then). For parts a page shows only sometimes — an outlet, a questionnaire — whose code would
 * otherwise be in every visitor's download of the page (issue 19). `placeholder` holds its place
 * meanwhile (an input keeps its label and height, so the page does not jump when it arrives).
 */
export function deferredComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder?: (props: Props) => ReactNode
): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }))
  return function Deferred(props: Props) {
    return (
      <Suspense fallback={placeholder ? placeholder(props) : null}>
        <Lazy {...(props as any)} />
      </Suspense>
    )
  }
}
