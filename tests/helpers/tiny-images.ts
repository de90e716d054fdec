// Tiny images as data strings, for the tests that store records with pictures.

/** A 1×1 PNG as a data string: the smallest image the media pipeline accepts. */
export const TINY_PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
/** Two more tiny PNGs (2×1 navy, 3×2 gold), so several images are different stored files. */
export const TINY_PNG_2 = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWNQ9CpR9CoBAAV6Ab/GM8aQAAAAAElFTkSuQmCC";
export const TINY_PNG_3 = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPYPS8OghjgLABpJgpLcv1JQwAAAABJRU5ErkJggg==";
