/* The public server surface of the media module. */
export {}
