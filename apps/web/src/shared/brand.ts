/** The one brand colour: a deep mosque green, calm on white and readable as text. */
export const BRAND = '#0f6b5c';
