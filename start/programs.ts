/*
 * The program list. A program plugs in by adding one line here; removing its folder and its
 * line leaves the rest of the app building and passing.
 */
export const programLoaders: Array<() => Promise<unknown>> = []
