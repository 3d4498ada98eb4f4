/* The browser surface of the uploads module (imported by other modules' ui/). */
export {}
