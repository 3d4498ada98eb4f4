/* The browser surface of the media module (imported by other modules' ui/). */
export {}
