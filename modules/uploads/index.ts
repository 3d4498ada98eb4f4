/* The public server surface of the uploads module. */
export {}
