/* The browser surface of the forms module (imported by other modules' ui/). */
export {}
